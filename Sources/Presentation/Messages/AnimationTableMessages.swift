import ViewlabModel

/// The words of the animation engine's tables, under an update pass and in `viewlab animate` (issue
/// 25: Chinese wherever the teaching happens): the animated views' table (`animate --before
/// --after`'s), a phase or keyframe animator's value table, a curve's value table, `--interrupt`'s
/// and `--view`'s. Units (`s`), the curve's spelling, SwiftUI's parameter names (`stiffness`), the
/// property and track names (`x`, `width`, `offset`) and the transitions are code in either language. The Chinese follows the
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

    // `animate CURVE`'s value table (and `--compare`'s legend and footers). Overshoot is the
    // lessons' 冲过头 (Lessons/zh/11); the completion criteria are the Chinese edition's 在逻辑上完成
    // (`.logicallyComplete`) and the lessons' 移除 (`.removed`).
    static let valueTitle = Message("viewlab.animationTable.valueTitle",
        en: "animation %1 %2 %3   value %4 %5 %6",
        zh: "动画 %1 %2 %3   值 %4 %5 %6")
    static let modelLine = Message("viewlab.animationTable.model",
        en: "model %1: %2; retargeting: %3; platform %4",
        zh: "模型 %1：%2；重定向：%3；平台 %4")
    static let progressColumn = Message("viewlab.animationTable.progressColumn",
        en: "progress",
        zh: "进度")
    static let valueColumn = Message("viewlab.animationTable.valueColumn",
        en: "value",
        zh: "值")
    static let strip = Message("viewlab.animationTable.strip",
        en: "strip %1",
        zh: "进度带 %1")
    static let completeNever = Message("viewlab.animationTable.completeNever",
        en: "complete: never (repeats forever)",
        zh: "完成：永不（一直重复）")
    static let complete = Message("viewlab.animationTable.complete",
        en: "complete: logical %1, removed %2",
        zh: "完成：逻辑上 %1，移除 %2")
    static let settled = Message("viewlab.animationTable.settled",
        en: ", settled(%1=.001) %2",
        zh: "，静止(%1=.001) %2")
    static let never = Message("viewlab.animationTable.never",
        en: "never",
        zh: "永不")
    static let overshoot = Message("viewlab.animationTable.overshoot",
        en: "overshoot %1% (value %2) at %3 s",
        zh: "冲过头 %1%（值 %2），在 %3 s")
    static let undershoot = Message("viewlab.animationTable.undershoot",
        en: "undershoot %1% (value %2) at %3 s",
        zh: "低于起点 %1%（值 %2），在 %3 s")
    static let noOvershoot = Message("viewlab.animationTable.noOvershoot",
        en: "no overshoot",
        zh: "没有冲过头")

    // The model's kind and how it retargets, which `AnimationModel` spells in English for the JSON.
    static let timingCurveKind = Message("viewlab.animationTable.kind",
        en: "timing curve",
        zh: "时间曲线")
    static let closedFormSpringKind = Message("viewlab.animationTable.kind",
        en: "spring (closed form)",
        zh: "弹簧（解析解）")
    static let integratedSpringKind = Message("viewlab.animationTable.kind",
        en: "spring (integrated at 300 Hz like SwiftUI)",
        zh: "弹簧（像 SwiftUI 一样以 300 Hz 积分）")
    static let additiveRetargeting = Message("viewlab.animationTable.retargeting",
        en: "additive",
        zh: "叠加")
    static let mergeRetargeting = Message("viewlab.animationTable.retargeting",
        en: "merge (keeps velocity)",
        zh: "合并（保留速度）")
    static let modelWords = [timingCurveKind, closedFormSpringKind, integratedSpringKind, additiveRetargeting, mergeRetargeting]

    /// One of those words in both languages; a word not listed reads the same in both.
    static func modelWord(_ english: String) -> Bilingual {
        modelWords.first { $0.en == english }.map { $0.filled([]) } ?? Bilingual(english, english)
    }

    // `--interrupt`: the running animations and their sum (environment-animation.md §3.5).
    static let interruptChange = Message("viewlab.animationTable.interruptChange",
        en: "#%1 at %2 s: %3 %4 with %5",
        zh: "#%1 在 %2 s：%3 %4，%5")
    static let interruptAnimation = Message("viewlab.animationTable.interruptAnimation",
        en: "%1, %2",
        zh: "用 %1，%2")
    static let interruptSnaps = Message("viewlab.animationTable.interruptSnaps",
        en: "no animation (snaps, cancels running animations)",
        zh: "没有动画（直接跳到新值，取消正在运行的动画）")
    static let modelColumn = Message("viewlab.animationTable.modelColumn",
        en: "model",
        zh: "模型值")
    static let shownColumn = Message("viewlab.animationTable.shownColumn",
        en: "shown",
        zh: "显示值")
    static let snapCell = Message("viewlab.animationTable.snap",
        en: "snap",
        zh: "跳变")
    static let mergedCell = Message("viewlab.animationTable.merged",
        en: "merged",
        zh: "已合并")
    static let doneCell = Message("viewlab.animationTable.done",
        en: "done",
        zh: "已结束")
    static let interruptSum = Message("viewlab.animationTable.interruptSum",
        en: "shown = model + Σ running; additive animations keep their own Δ, merging springs hand over position and velocity",
        zh: "显示值 = 模型值 + Σ 运行中的动画；叠加的动画各自保留自己的 Δ，合并的弹簧交出位置和速度")

    // `--view`: a learner's Animatable values per frame.
    static let viewTitle = Message("viewlab.animationTable.viewTitle",
        en: "animation %1   %2 %3 %4 %5",
        zh: "动画 %1   %2 %3 %4 %5")
    static let printed = Message("viewlab.animationTable.printed",
        en: "   printed: %1",
        zh: "   打印了：%1")
    static let noAnimatableData = Message("viewlab.animationTable.noAnimatableData",
        en: "  note: %1 declares no animatableData, so SwiftUI gives it EmptyAnimatableData: its body only sees %2 = %3, and nothing moves",
        zh: "  注意：%1 没有声明 animatableData，所以 SwiftUI 给它 EmptyAnimatableData：它的 body 只看到 %2 = %3，什么都不会动")

    static let animationTables: [Message] = [
        animationTitle, beforeThePass, afterThePass, noViewChanges, changesTitle, interpolates, insertedWithTransition,
        removedWithTransition, ghostUntil, ghostForever, frameTime, frameOpacity, frameOffset, frameScale, changeInterpolated, changeInserted,
        changeRemoved, phasesNotNumbers, keyframesRepeat, trackRange, sparkline,
        valueTitle, modelLine, progressColumn, valueColumn, strip, completeNever, complete, settled, never, overshoot, undershoot,
        noOvershoot, interruptChange, interruptAnimation, interruptSnaps, modelColumn, shownColumn, snapCell, mergedCell, doneCell,
        interruptSum, viewTitle, printed, noAnimatableData,
    ] + modelWords
}
