import ViewlabModel

/// Why a modifier proposes, reports and places what it does (padding, frames, background and
/// overlay, aspectRatio, fixedSize, position, safeAreaInset, matchedGeometryEffect, …).
extension Message {
    static let passesProposalOn = Message("viewlab.layout.passesProposalOn",
        en: "passes the proposal on",
        zh: "把建议尺寸原样传给子视图")
    static let sameFrame = Message("viewlab.layout.sameFrame",
        en: "(0, 0): same frame",
        zh: "(0, 0)：位置和尺寸都不变")
    static let sameSize = Message("viewlab.layout.sameSize",
        en: "(0, 0): same size",
        zh: "(0, 0)：尺寸相同")
    static let childsSize = Message("viewlab.layout.childsSize",
        en: "= child's size",
        zh: "= 子视图的尺寸")
    static let sameProposal = Message("viewlab.layout.sameProposal",
        en: "the same %1",
        zh: "同样的 %1")
    static let takesWholeProposal = Message("viewlab.layout.takesWholeProposal",
        en: "takes the whole proposal",
        zh: "占满整个建议尺寸")
    static let paddingInsets = Message("viewlab.layout.paddingInsets",
        en: "%1: leading and top insets",
        zh: "%1：前边和顶边的内边距")

    // Frames
    static let fixedFrame = Message("viewlab.layout.fixedFrame",
        en: "fixed frame: %1 (A347)",
        zh: "固定框架：%1 (A347)")
    static let fixedWidthProposes = Message("viewlab.layout.fixedWidthProposes",
        en: "fixed width, height passes through",
        zh: "宽度固定，高度原样传下去")
    static let fixedHeightProposes = Message("viewlab.layout.fixedHeightProposes",
        en: "fixed height, width passes through",
        zh: "高度固定，宽度原样传下去")
    static let passesThrough = Message("viewlab.layout.passesThrough",
        en: "passes through",
        zh: "原样传下去")
    static let fixedWidthReports = Message("viewlab.layout.fixedWidthReports",
        en: "fixed width, child's height",
        zh: "宽度固定，高度取子视图的")
    static let fixedHeightReports = Message("viewlab.layout.fixedHeightReports",
        en: "fixed height, child's width",
        zh: "高度固定，宽度取子视图的")
    static let framePlacementProposal = Message("viewlab.layout.framePlacementProposal",
        en: "placement: the frame's proposal",
        zh: "放置：框架的建议尺寸")
    static let frameIdeal = Message("viewlab.layout.frameIdeal",
        en: "ideal %1 (B1638)",
        zh: "理想值 %1 (B1638)")
    static let frameNilChild = Message("viewlab.layout.frameNilChild",
        en: "nil: child's %1",
        zh: "nil：取子视图的 %1")
    static let frameNilChildClamped = Message("viewlab.layout.frameNilChild",
        en: "nil: child's %1 clamped to %2",
        zh: "nil：子视图的 %1，限制为 %2")
    static let frameOnlyMin = Message("viewlab.layout.frameOnlyMin",
        en: "max(%1, min(%2, child %3)) = %4",
        zh: "max(%1, min(%2, 子视图 %3)) = %4")
    static let frameOnlyMax = Message("viewlab.layout.frameOnlyMax",
        en: "min(%1, max(%2, child %3)) = %4",
        zh: "min(%1, max(%2, 子视图 %3)) = %4")
    static let frameChildLength = Message("viewlab.layout.frameChildLength",
        en: "child's %1",
        zh: "取子视图的 %1")
    static let frameClamped = Message("viewlab.layout.frameClamped",
        en: "clamped to the frame's bounds (B1560)",
        zh: "限制在框架的上下限之内 (B1560)")
    static let frameWidthHeight = Message("viewlab.layout.frameWidthHeight",
        en: "width %1; height %2",
        zh: "宽度 %1；高度 %2")
    static let relativeToContainer = Message("viewlab.layout.relativeToContainer",
        en: "%1 from the %2's %3",
        zh: "%1，由 %2 的 %3 算出")

    // Background, overlay, preferences
    static let primaryGetsProposalOf = Message("viewlab.layout.primaryGetsProposal",
        en: "primary gets %1's proposal",
        zh: "主视图得到 %1 的建议尺寸")
    static let primaryGetsProposal = Message("viewlab.layout.primaryGetsProposal",
        en: "primary gets the proposal",
        zh: "主视图得到建议尺寸")
    static let secondaryProposed = Message("viewlab.layout.secondaryProposed",
        en: "= primary's size (B1708)",
        zh: "= 主视图的尺寸 (B1708)")
    static let primarysSize = Message("viewlab.layout.primarysSize",
        en: "= primary's size (B1715)",
        zh: "= 主视图的尺寸 (B1715)")
    static let primaryPlaced = Message("viewlab.layout.primaryPlaced",
        en: "(0, 0): the primary view",
        zh: "(0, 0)：主视图")

    // aspectRatio, fixedSize, position, visual effects, matchedGeometryEffect
    static let aspectAsksIdeal = Message("viewlab.layout.aspectAsksIdeal",
        en: "no ratio given: ask the ideal size (B1687)",
        zh: "没有给出宽高比：询问理想尺寸 (B1687)")
    static let aspectNoRatio = Message("viewlab.layout.aspectNoRatio",
        en: "no usable ratio: passes the proposal through",
        zh: "没有可用的宽高比：把建议尺寸原样传下去")
    static let aspectFits = Message("viewlab.layout.aspectFits",
        en: "fits a %1 rectangle into %2",
        zh: "把宽高比 %1 的矩形放进 %2 之内")
    static let aspectFills = Message("viewlab.layout.aspectFills",
        en: "fills a %1 rectangle around %2",
        zh: "用宽高比 %1 的矩形把 %2 填满")
    static let aspectChildsSize = Message("viewlab.layout.aspectChildsSize",
        en: "the child's size (B1699)",
        zh: "子视图的尺寸 (B1699)")
    static let fixedSizeAsksIdeal = Message("viewlab.layout.fixedSizeAsksIdeal",
        en: "nil asks for the ideal size (B1736)",
        zh: "nil 表示询问理想尺寸 (B1736)")
    static let fixedSizeReports = Message("viewlab.layout.fixedSizeReports",
        en: "= child's size, even if it overflows (B1738)",
        zh: "= 子视图的尺寸，即使超出了边界 (B1738)")
    static let positionCentre = Message("viewlab.layout.positionCentre",
        en: "centre at %1 → %2",
        zh: "中心在 %1 → %2")
    static let visualEffectReports = Message("viewlab.layout.visualEffectReports",
        en: "= child's size; visual effects are drawn only",
        zh: "= 子视图的尺寸；视觉效果只影响绘制")
    static let matchedSourceProposal = Message("viewlab.layout.matchedSourceProposal",
        en: "the matched source's size (L3844)",
        zh: "匹配的源视图的尺寸 (L3844)")
    static let matchedSourceReports = Message("viewlab.layout.matchedSourceReports",
        en: "the source's size, as a frame would report it (L3829–3842)",
        zh: "源视图的尺寸，和框架报告的方式一样 (L3829–3842)")
    static let matchedCentred = Message("viewlab.layout.matchedCentred",
        en: "centred, as in a frame",
        zh: "居中，和在框架里一样")

    // safeAreaInset
    static let insetPrimaryMinimum = Message("viewlab.layout.insetPrimaryMinimum",
        en: "the primary's minimum along the edge",
        zh: "主视图沿这条边的最小长度")
    static let insetViewProposal = Message("viewlab.layout.insetViewProposal",
        en: "the proposal less the spacing and the primary's minimum",
        zh: "建议尺寸减去间距和主视图的最小长度")
    static let insetPrimaryProposal = Message("viewlab.layout.insetPrimaryProposal",
        en: "the proposal less the inset view and the spacing",
        zh: "建议尺寸减去插入的视图和间距")
    static let insetReports = Message("viewlab.layout.insetReports",
        en: "both along the edge with the spacing, the wider across",
        zh: "沿这条边是两者之和加间距，另一方向取较宽的一个")
    static let insetPrimaryPlaced = Message("viewlab.layout.insetPrimaryPlaced",
        en: "the primary at the edge opposite the %1",
        zh: "主视图放在 %1 的对边")
    static let insetViewPlaced = Message("viewlab.layout.insetViewPlaced",
        en: "the inset view at the %1, its %2 guide on the primary's",
        zh: "插入的视图放在 %1 边，它的 %2 对齐参考线对准主视图的")

    static let modifiers: [Message] = [
        passesProposalOn, sameFrame, sameSize, childsSize, sameProposal, takesWholeProposal, paddingInsets,
        fixedFrame, fixedWidthProposes, fixedHeightProposes, passesThrough, fixedWidthReports, fixedHeightReports,
        framePlacementProposal, frameIdeal, frameNilChild, frameNilChildClamped, frameOnlyMin, frameOnlyMax,
        frameChildLength, frameClamped, frameWidthHeight, relativeToContainer,
        primaryGetsProposalOf, primaryGetsProposal, secondaryProposed, primarysSize, primaryPlaced,
        aspectAsksIdeal, aspectNoRatio, aspectFits, aspectFills, aspectChildsSize, fixedSizeAsksIdeal, fixedSizeReports,
        positionCentre, visualEffectReports, matchedSourceProposal, matchedSourceReports, matchedCentred,
        insetPrimaryMinimum, insetViewProposal, insetPrimaryProposal, insetReports, insetPrimaryPlaced, insetViewPlaced,
    ]
}
