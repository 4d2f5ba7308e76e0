import ViewlabModel

/// The words of the animation engine's tables under an update pass (issue 25: Chinese wherever the
/// teaching happens): the animated views' table (`animate --before --after`'s) and a phase or
/// keyframe animator's value table. The curve's spelling, the property names (`x`, `width`), the
/// transitions and the columns' names are code in either language. The Chinese follows the
/// course's lessons (Lessons/zh/11, 12: 进度, 插值, 阶段, 轨道, a removed view's 幽灵).
extension Message {
    static let animationTitle = Message("viewlab.animationTable.title",
        en: "animation %1   %2 %3 %4",
        zh: "动画 %1   %2 %3 %4")
    static let beforeThePass = Message("viewlab.animationTable.beforeThePass",
        en: "before the pass",
        zh: "这一遍之前")
    static let afterThePass = Message("viewlab.animationTable.afterThePass",
        en: "after",
        zh: "之后")
    static let noViewChanges = Message("viewlab.animationTable.noViewChanges",
        en: "no view changes: nothing to animate",
        zh: "没有视图变化：没有可以动画的东西")
    static let changesTitle = Message("viewlab.animationTable.changes",
        en: "changes:",
        zh: "变化：")
    static let interpolates = Message("viewlab.animationTable.interpolates",
        en: "interpolates %1",
        zh: "插值 %1")
    static let insertedWithTransition = Message("viewlab.animationTable.inserted",
        en: "inserted, transition %1",
        zh: "插入，过渡 %1")
    static let removedWithTransition = Message("viewlab.animationTable.removed",
        en: "removed, transition %1; ghost %2",
        zh: "移除，过渡 %1；幽灵%2")
    static let ghostUntil = Message("viewlab.animationTable.ghostUntil",
        en: "until %1 s",
        zh: "保留到 %1 s")
    static let ghostForever = Message("viewlab.animationTable.ghostForever",
        en: "forever",
        zh: "一直保留")
    static let frameTime = Message("viewlab.animationTable.frameTime",
        en: "t = %1 s   progress %2",
        zh: "t = %1 s   进度 %2")
    static let frameOpacity = Message("viewlab.animationTable.opacity",
        en: "opacity %1",
        zh: "不透明度 %1")
    static let frameOffset = Message("viewlab.animationTable.offset",
        en: "offset (%1, %2)",
        zh: "偏移 (%1, %2)")
    static let frameScale = Message("viewlab.animationTable.scale",
        en: "scale %1",
        zh: "缩放 %1")
    static let changeInterpolated = Message("viewlab.animationTable.change",
        en: "interpolated",
        zh: "插值")
    static let changeInserted = Message("viewlab.animationTable.change",
        en: "inserted",
        zh: "插入")
    static let changeRemoved = Message("viewlab.animationTable.change",
        en: "removed",
        zh: "移除")
    static let phasesNotNumbers = Message("viewlab.animationTable.phasesNotNumbers",
        en: "phaseAnimator %1: phases that are not numbers have no table",
        zh: "phaseAnimator %1：不是数字的阶段没有数值表")
    static let keyframesRepeat = Message("viewlab.animationTable.keyframesRepeat",
        en: "repeating: after the last keyframe the timeline starts over from the initial value",
        zh: "重复：最后一个关键帧之后，时间线从初始值重新开始")
    static let trackRange = Message("viewlab.animationTable.trackRange",
        en: "%1: min %2, max %3",
        zh: "%1：最小 %2，最大 %3")
    static let sparkline = Message("viewlab.animationTable.sparkline",
        en: "   spark %1",
        zh: "   走势 %1")

    static let animationTables: [Message] = [
        animationTitle, beforeThePass, afterThePass, noViewChanges, changesTitle, interpolates, insertedWithTransition,
        removedWithTransition, ghostUntil, ghostForever, frameTime, frameOpacity, frameOffset, frameScale, changeInterpolated, changeInserted,
        changeRemoved, phasesNotNumbers, keyframesRepeat, trackRange, sparkline,
    ]
}
