import ViewlabModel

/// The words of `explain` and `layout` around the trace's own reasons (issue 25: the layout
/// explained in either language): titles, column headers, phases, the placement lines.
extension Message {
    static let explainTitle = Message("viewlab.explain.title",
        en: "explain layout",
        zh: "布局过程")
    static let explainCaption = Message("viewlab.explain.caption",
        en: "  (proposal %1; %2)",
        zh: "  （建议尺寸 %1；%2）")
    static let textMetric = Message("viewlab.explain.textMetric",
        en: "text metric: %1",
        zh: "文字度量：%1")
    static let layoutTitle = Message("viewlab.listing.title",
        en: "layout",
        zh: "布局")
    static let layoutCaption = Message("viewlab.listing.caption",
        en: "  proposal %1  ",
        zh: "  建议尺寸 %1  ")
    static let layoutMetric = Message("viewlab.listing.metric",
        en: "(text metric: %1)",
        zh: "（文字度量：%1）")
    /// Where an offset, rotated or scaled view is drawn, after its layout frame.
    static let listingDrawn = Message("viewlab.listing.drawn",
        en: "drawn %1 %2",
        zh: "绘制于 %1 %2")
    static let columnPhase = Message("viewlab.explain.columnPhase",
        en: "phase",
        zh: "阶段")
    static let columnNode = Message("viewlab.explain.columnNode",
        en: "node",
        zh: "视图")
    static let columnValue = Message("viewlab.explain.columnValue",
        en: "value",
        zh: "值")
    static let columnWhy = Message("viewlab.explain.columnWhy",
        en: "why",
        zh: "原因")
    static let phasePropose = Message("viewlab.explain.phase",
        en: "propose",
        zh: "建议")
    static let phaseReport = Message("viewlab.explain.phase",
        en: "report",
        zh: "报告")
    static let phasePlace = Message("viewlab.explain.phase",
        en: "place",
        zh: "放置")
    static let phaseCompute = Message("viewlab.explain.phase",
        en: "compute",
        zh: "计算")
    static let fromTheSystem = Message("viewlab.explain.fromTheSystem",
        en: "from the system",
        zh: "来自系统")
    static let system = Message("viewlab.explain.system",
        en: "system",
        zh: "系统")
    static let placementReproposes = Message("viewlab.explain.placementReproposes",
        en: "   — placement re-proposes (spec §8.1) —",
        zh: "   — 放置时重新建议 (spec §8.1) —")
    static let probesHidden = Message("viewlab.explain.probesHidden",
        en: "   (%1 probes hidden; --probes shows them)",
        zh: "   （隐藏了 %1 次探测；--probes 会显示它们）")
    static let distributes = Message("viewlab.explain.distributes",
        en: "%1 distributes %2",
        zh: "%1 在%2方向上分配")
    static let distributionFor = Message("viewlab.explain.distributionFor",
        en: " for %1: remaining = %2",
        zh: "，建议尺寸为 %1：剩余 = %2")
    static let horizontally = Message("viewlab.explain.axis",
        en: "horizontally",
        zh: "水平")
    static let vertically = Message("viewlab.explain.axis",
        en: "vertically",
        zh: "垂直")
    /// The columns of a stack's distribution table, separated by `|`.
    static let distributionHeader = Message("viewlab.explain.distributionHeader",
        en: "child|min|max|flex|priority|order|proposed|reported|remaining",
        zh: "子视图|最小|最大|灵活性|优先级|顺序|建议|报告|剩余")
    static let calculations = Message("viewlab.explain.calculations",
        en: "calculations",
        zh: "计算")
    static let placementTitle = Message("viewlab.explain.placementTitle",
        en: "placement",
        zh: "放置")
    static let placementRule = Message("viewlab.explain.placementRule",
        en: "  (origin in the parent = parent's guide − child's guide)",
        zh: "  （在父视图中的原点 = 父视图的对齐参考线 − 子视图的对齐参考线）")
    static let places = Message("viewlab.explain.places",
        en: "%1 places %2 @%3",
        zh: "%1 把 %2 放置在 @%3")
    /// The window's placement of the root: Chinese writes 系统 close up to 把, where a view's name
    /// (code) keeps a space.
    static let systemPlaces = Message("viewlab.explain.systemPlaces",
        en: "system places %1 @%2",
        zh: "系统把 %1 放置在 @%2")
    static let treeTitle = Message("viewlab.explain.treeTitle",
        en: "tree",
        zh: "视图树")
    static let treeRule = Message("viewlab.explain.treeRule",
        en: "  [steps where the view is proposed to and reports]",
        zh: "  [视图收到建议尺寸和报告尺寸的步骤]")

    static let explain: [Message] = [
        explainTitle, explainCaption, textMetric, layoutTitle, layoutCaption, layoutMetric, listingDrawn,
        columnPhase, columnNode, columnValue, columnWhy, phasePropose, phaseReport, phasePlace, phaseCompute,
        fromTheSystem, system, placementReproposes, probesHidden, distributes, distributionFor, horizontally, vertically, distributionHeader,
        calculations, placementTitle, placementRule, places, systemPlaces, treeTitle, treeRule,
    ]
}
