import ViewlabModel

/// The words of the update report, `:env` and `:state` (issue 25: Chinese wherever the teaching
/// happens). Section titles and row kinds are padded to a column, so each is short in both
/// languages. SwiftUI's own texts in them (`_printChanges` reasons, `unchanged`) and identity paths
/// stay as SwiftUI and the contract write them.
extension Message {
    static let initialEvent = Message("viewlab.update.initial", en: "initial", zh: "initial（首次渲染）")
    static let gesturesSection = Message("viewlab.update.section.gestures", en: "gestures", zh: "手势")
    static let stateSection = Message("viewlab.update.section.state", en: "state", zh: "状态")
    static let printedSection = Message("viewlab.update.section.printed", en: "printed", zh: "打印")
    static let passSection = Message("viewlab.update.section.pass", en: "pass %1", zh: "第 %1 遍")
    static let passesSection = Message("viewlab.update.section.passes", en: "passes", zh: "更新")
    static let scrolledSection = Message("viewlab.update.section.scrolled", en: "scrolled", zh: "滚动")
    static let textsSection = Message("viewlab.update.section.texts", en: "texts", zh: "文本")
    static let treeSection = Message("viewlab.update.section.tree", en: "tree", zh: "视图树")
    static let newState = Message("viewlab.update.newState", en: "(new)", zh: "（新建）")
    static let destroyedState = Message("viewlab.update.destroyedState", en: "(destroyed)", zh: "（已销毁）")
    static let animatedRow = Message("viewlab.update.row.animated", en: "animated", zh: "动画")
    static let animatedBy = Message("viewlab.update.row.animatedBy", en: "%1 by %2", zh: "%1，由 %2")
    // A view's `body`: Swift's word in either language.
    static let bodyRow = Message("viewlab.update.row.body", swiftUI: "body")
    static let insertedRow = Message("viewlab.update.row.inserted", en: "inserted", zh: "插入")
    static let removedRow = Message("viewlab.update.row.removed", en: "removed", zh: "移除")
    static let ranRow = Message("viewlab.update.row.ran", en: "ran", zh: "执行")
    static let warningRow = Message("viewlab.update.row.warning", en: "warning", zh: "警告")
    static let noBodyRan = Message("viewlab.update.noBodyRan", en: "no body ran", zh: "没有 body 执行")
    static let noPass = Message("viewlab.update.noPass", en: "none: nothing the views read changed", zh: "没有：视图读取的值都没有变")
    static let scrolledTo = Message("viewlab.update.scrolledTo", en: "%1 to %2 for %3(%4)", zh: "%1 滚动到 %2，因为 %3(%4)")

    static let environmentOf = Message("viewlab.env.of", en: "%1 at %2", zh: "%1（位于 %2）")
    static let environmentDefault = Message("viewlab.env.default", en: "default", zh: "默认值")
    static let environmentObjects = Message("viewlab.env.objects", en: "objects", zh: "对象")
    static let environmentLine = Message("viewlab.env.line", en: "line %1", zh: "第 %1 行")

    static let memoryNode = Message("viewlab.state.node", en: "node", zh: "节点")
    static let memoryViewValue = Message("viewlab.state.viewValue", en: "view value", zh: "视图值")
    static let memoryState = Message("viewlab.state.state", en: "state", zh: "状态")
    static let noCustomViews = Message("viewlab.state.noCustomViews",
        en: "no custom views: only a custom view's node keeps state",
        zh: "没有自定义视图：只有自定义视图的节点才保存状态")

    static let updateReport: [Message] = [
        initialEvent, gesturesSection, stateSection, printedSection, passSection, passesSection, scrolledSection, textsSection,
        treeSection, newState, destroyedState, animatedRow, animatedBy, bodyRow, insertedRow, removedRow, ranRow, warningRow,
        noBodyRan, noPass, scrolledTo, environmentOf, environmentDefault, environmentObjects, environmentLine,
        memoryNode, memoryViewValue, memoryState, noCustomViews,
    ]
}
