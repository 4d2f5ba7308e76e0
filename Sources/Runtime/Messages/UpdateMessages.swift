import ViewlabModel

/// The update cycle's failures (`UpdateFailure`): an event that cannot be read, one aimed at no
/// control or a disabled one, a cycle that does not settle, a view not in the render tree.
extension Message {
    // Reading an event (UpdateEvent.parse, ControlTarget.scan)
    static let rerenderTakesNothing = Message("viewlab.update.rerenderTakesNothing",
        en: "'rerender' takes nothing after it",
        zh: "'rerender' 后面不接任何内容")
    static let backTakesNothing = Message("viewlab.update.backTakesNothing",
        en: "'back' takes nothing after it: it pops the top NavigationStack page or dismisses the top sheet, alert or dialog",
        zh: "'back' 后面不接任何内容：它弹出 NavigationStack 顶部的页面，或关闭最上层的 sheet、警告框或对话框")
    static let swipeTakesEdge = Message("viewlab.update.swipeTakesEdge",
        en: "'swipe' takes a row and the edge it is swiped from, leading or trailing: swipe \"Milk\" trailing (found '%1')",
        zh: "'swipe' 后面接一行和滑动的起始边 leading 或 trailing：swipe \"Milk\" trailing（这里写的是 '%1'）")
    static let setAssigns = Message("viewlab.update.setAssigns",
        en: "'set' assigns: set NAME = EXPR, e.g. set Model.shared.value = 5",
        zh: "'set' 用来赋值：set NAME = EXPR，例如 set Model.shared.value = 5")
    static let runTakesStatements = Message("viewlab.update.runTakesStatements",
        en: "'run' takes Swift statements: run store.items.append(\"x\")",
        zh: "'run' 后面接 Swift 语句：run store.items.append(\"x\")")
    static let scrollTakesOffset = Message("viewlab.update.scrollTakesOffset",
        en: "'scroll' takes an offset in points, after the scroll view's identifier if there are several: scroll 600, scroll #feed 600",
        zh: "'scroll' 后面接以点为单位的偏移量，有多个滚动视图时先写它的标识符：scroll 600、scroll #feed 600")
    static let typeTakesText = Message("viewlab.update.typeTakesText",
        en: "'type' takes a target and the text in quotes: type #name \"Ada\"",
        zh: "'type' 后面接目标和带引号的文字：type #name \"Ada\"")
    static let pickTakesOption = Message("viewlab.update.pickTakesOption",
        en: "'pick' takes a target and an option: pick #room \"Kitchen\", or a tag: pick #room .kitchen",
        zh: "'pick' 后面接目标和一个选项：pick #room \"Kitchen\"，或者一个 tag：pick #room .kitchen")
    static let longPressTakesSeconds = Message("viewlab.update.longPressTakesSeconds",
        en: "'long-press' takes a target and how long the press is held, in seconds: long-press #card 1.5 (found '%1')",
        zh: "'long-press' 后面接目标和按住的秒数：long-press #card 1.5（这里是 '%1'）")
    static let tapAtTakesPoint = Message("viewlab.update.tapAtTakesPoint",
        en: "'tap … --at' takes a point in the view's own coordinates: tap #pad --at 20,40 (found '%1')",
        zh: "'tap … --at' 后面接视图自身坐标中的一个点：tap #pad --at 20,40（这里是 '%1'）")
    static let touchMissed = Message("viewlab.update.touchMissed",
        en: "the touch at (%1) is on nothing %2 draws, so its gestures do not get it (SwiftUI hit-tests what a view draws; `.contentShape(Rectangle())` makes its whole frame take touches)",
        zh: "(%1) 处的触摸落在 %2 没有绘制内容的地方，它的手势收不到（SwiftUI 只对视图绘制的内容做命中测试；`.contentShape(Rectangle())` 让整个框架都接收触摸）")
    static let magnifyTakesFactor = Message("viewlab.update.magnifyTakesFactor",
        en: "'magnify' takes a target and the scale the fingers reach, above 0: magnify #photo 2 (found '%1')",
        zh: "'magnify' 后面接目标和手指缩放到的倍数（大于 0）：magnify #photo 2（这里是 '%1'）")
    static let rotateTakesDegrees = Message("viewlab.update.rotateTakesDegrees",
        en: "'rotate' takes a target and the angle the fingers turn, in degrees: rotate #dial 90 (found '%1')",
        zh: "'rotate' 后面接目标和手指转过的角度（度）：rotate #dial 90（这里是 '%1'）")
    static let dragTakesOffset = Message("viewlab.update.dragTakesOffset",
        en: "'drag' takes a target and how far the finger moves, in points: drag #card 120,0 [--steps 4] (found '%1')",
        zh: "'drag' 后面接目标和手指移动的距离（点）：drag #card 120,0 [--steps 4]（这里是 '%1'）")
    /// `%1` is the event's verb: `tap`, `toggle`, `increment`, `decrement`.
    static let takesOneTarget = Message("viewlab.update.takesOneTarget",
        en: "'%1' takes one target; found '%2' after it",
        zh: "'%1' 只接一个目标，但它后面还有 '%2'")
    /// `%2` is the list of verbs: `tap, toggle, …`.
    static let unknownEvent = Message("viewlab.update.unknownEvent",
        en: "unknown event '%1'; the events are %2",
        zh: "未知的事件 '%1'；可用的事件有 %2")
    static let identifierAfterHash = Message("viewlab.update.identifierAfterHash",
        en: "'#' is followed by the accessibility identifier: %1 #name",
        zh: "'#' 后面要接无障碍标识符（accessibility identifier）：%1 #name")
    static let labelNoClosingQuote = Message("viewlab.update.labelNoClosingQuote",
        en: "the label has no closing quote: %1 \"Increment: 0\"",
        zh: "标签缺少右引号：%1 \"Increment: 0\"")
    static let needsTarget = Message("viewlab.update.needsTarget",
        en: "'%1' needs a target: a label in quotes (%1 \"Increment: 0\") or an identifier (%1 #name)",
        zh: "'%1' 需要一个目标：带引号的标签（%1 \"Increment: 0\"）或标识符（%1 #name）")

    // Finding the control (RenderTree)
    /// `%1 "%2"` is the control (`Picker "Room"`), `%4` its options, quoted.
    static let noSuchOption = Message("viewlab.update.noSuchOption",
        en: "%1 \"%2\" has no option %3; its options are: %4",
        zh: "%1 \"%2\" 没有选项 %3；它的选项有：%4")
    /// `%1` is the event (`tap`, `toggle`, `increment`, `decrement`), `%5` the controls' listing.
    static let cannotAct = Message("viewlab.update.cannotAct",
        en: "cannot %1 %2 \"%3\" at %4; %5",
        zh: "无法对位于 %4 的 %2 \"%3\" 执行 %1；%5")
    static let cannotTypeInto = Message("viewlab.update.cannotAct",
        en: "cannot type into %1 \"%2\" at %3; %4",
        zh: "无法向位于 %3 的 %1 \"%2\" 输入文字；%4")
    static let cannotPickFrom = Message("viewlab.update.cannotAct",
        en: "cannot pick from %1 \"%2\" at %3; %4",
        zh: "无法从位于 %3 的 %1 \"%2\" 中选择；%4")
    /// `%2` is the controls' listing (`noControls` or `controlsAre`).
    static let noControlMatches = Message("viewlab.update.noControlMatches",
        en: "no control matches %1; %2",
        zh: "没有与 %1 匹配的控件；%2")
    static let noControls = Message("viewlab.update.controlListing",
        en: "there are no controls in this view",
        zh: "这个视图里没有控件")
    static let controlsAre = Message("viewlab.update.controlListing",
        en: "the controls are:\n%1",
        zh: "控件有：\n%1")
    /// A line of `controlsAre`: `Button "Increment: 0" at Counter/Button`.
    static let controlListed = Message("viewlab.update.controlListing",
        en: "%1 \"%2\" at %3",
        zh: "%1 \"%2\"，位于 %3")
    static let controlListedDisabled = Message("viewlab.update.controlListing",
        en: "%1 \"%2\" at %3 (disabled)",
        zh: "%1 \"%2\"，位于 %3（已禁用）")
    static let controlDisabled = Message("viewlab.update.controlDisabled",
        en: "%1 \"%2\" at %3 is disabled",
        zh: "位于 %3 的 %1 \"%2\" 已被禁用")
    static let controlIgnoresTouches = Message("viewlab.update.controlIgnoresTouches",
        en: "%1 \"%2\" at %3 takes no touches: it is under .allowsHitTesting(false)",
        zh: "位于 %3 的 %1 \"%2\" 不接收触摸：它位于 .allowsHitTesting(false) 之下")
    static let scrollViewHasNoLabel = Message("viewlab.update.scrollViewHasNoLabel",
        en: "a scroll view has no label: scroll #name OFFSET, or scroll OFFSET for the first one",
        zh: "滚动视图没有标签：请用 scroll #name OFFSET，或用 scroll OFFSET 滚动第一个")
    /// `%2` is the scroll views' listing (`noScrollViews` or `scrollViewsAre`).
    static let noScrollViewMatches = Message("viewlab.update.noScrollViewMatches",
        en: "no scroll view matches %1; %2",
        zh: "没有与 %1 匹配的滚动视图；%2")
    static let noScrollViews = Message("viewlab.update.scrollViewListing",
        en: "there is no ScrollView or List in this view",
        zh: "这个视图里没有 ScrollView 或 List")
    static let scrollViewsAre = Message("viewlab.update.scrollViewListing",
        en: "the scroll views are: %1",
        zh: "滚动视图有：%1")

    /// `%1` lists the NavigationStacks there are, each with its pages (`nothingPushedListing`).
    static let nothingToGoBackFrom = Message("viewlab.update.nothingToGoBackFrom",
        en: "'back' has nothing to go back from: nothing is presented and %1",
        zh: "'back' 无处可返回：当前没有呈现任何内容，并且%1")
    static let noNavigationStacks = Message("viewlab.update.nothingPushedListing",
        en: "there is no NavigationStack on screen",
        zh: "屏幕上没有 NavigationStack")
    static let navigationStacksAre = Message("viewlab.update.nothingPushedListing",
        en: "no page is pushed on the NavigationStacks: %1",
        zh: "这些 NavigationStack 上都没有推入的页面：%1")

    // The cycle and the render tree
    static let didNotSettle = Message("viewlab.update.didNotSettle",
        en: "the update cycle did not settle after %1 passes: lifecycle actions keep changing state the views read",
        zh: "更新周期经过 %1 轮仍未稳定：生命周期动作不断修改视图读取的状态")
    /// `%1` is the tree's paths, one a line.
    static let noViewAtRoot = Message("viewlab.update.noViewInRenderTree",
        en: "no view at the root in the render tree; its paths are:\n%1",
        zh: "渲染树的根上没有视图；它的路径有：\n%1")
    static let noViewWithIdentifier = Message("viewlab.update.noViewInRenderTree",
        en: "no view #%1 in the render tree; its paths are:\n%2",
        zh: "渲染树里没有视图 #%1；它的路径有：\n%2")
    static let noViewAtPath = Message("viewlab.update.noViewInRenderTree",
        en: "no view at '%1' in the render tree; its paths are:\n%2",
        zh: "渲染树里没有位于 '%1' 的视图；它的路径有：\n%2")

    // SwiftUI's own runtime warnings, exactly as it logs them (update-cycle-research.md §1.5, §2.2, §5.4).
    /// `%1` is the view's type and the state's name (`Counter._count`), `%2` its identity path.
    static let modifyingStateDuringUpdate = Message("viewlab.update.modifyingStateDuringUpdate",
        swiftUI: "Modifying state during view update, this will cause undefined behavior. (%1 at %2)")
    static let publishingDuringUpdate = Message("viewlab.update.publishingDuringUpdate",
        swiftUI: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
    /// `%1` is the watched value's type.
    static let onChangeTooOften = Message("viewlab.update.onChangeTooOften",
        swiftUI: "onChange(of: %1) action tried to update multiple times per frame.")
    /// `%1` is the preference key's name.
    static let preferenceTooOften = Message("viewlab.update.preferenceTooOften",
        swiftUI: "Bound preference %1 tried to update multiple times per frame.")
    /// `%1` is the ForEach's type, `%2` its count now, `%3` its first count.
    static let rangeCountChanged = Message("viewlab.update.rangeCountChanged",
        swiftUI: "%1 count (%2) != its initial count (%3). `ForEach(_:content:)` should only be used for *constant* data. "
            + "Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")

    /// `%1` is the pushed value's type.
    static let noNavigationDestination = Message("viewlab.update.noNavigationDestination",
        swiftUI: "A NavigationLink is presenting a value of type “%1” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")

    static let update: [Message] = [
        backTakesNothing, swipeTakesEdge, nothingToGoBackFrom, noNavigationStacks, navigationStacksAre, noNavigationDestination,
        rerenderTakesNothing, setAssigns, runTakesStatements, scrollTakesOffset, typeTakesText, pickTakesOption,
        takesOneTarget, longPressTakesSeconds, dragTakesOffset, tapAtTakesPoint, touchMissed, magnifyTakesFactor, rotateTakesDegrees, unknownEvent, identifierAfterHash, labelNoClosingQuote, needsTarget,
        noSuchOption, cannotAct, cannotTypeInto, cannotPickFrom, noControlMatches, noControls, controlsAre, controlListed, controlListedDisabled,
        controlDisabled, controlIgnoresTouches, scrollViewHasNoLabel, noScrollViewMatches, noScrollViews, scrollViewsAre,
        didNotSettle, noViewAtRoot, noViewWithIdentifier, noViewAtPath,
        modifyingStateDuringUpdate, publishingDuringUpdate, onChangeTooOften, preferenceTooOften, rangeCountChanged,
    ]
}
