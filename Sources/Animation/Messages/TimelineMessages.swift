import ViewlabModel

/// The notes over a phase or keyframe animator's value table (issue 25: Chinese wherever the
/// teaching happens): what ran and which conventions apply. The animators' and keyframes' names
/// (`phaseAnimator`, `cubic(1.2, 0.3 s)`) are code in either language.
extension Message {
    static let keyframeTracks = Message("viewlab.timeline.keyframeTracks",
        en: "keyframeAnimator: %1 track(s) in parallel, duration %2 s; a finished track holds its value",
        zh: "keyframeAnimator：%1 条轨道并行，时长 %2 s；结束的轨道保持它的值")
    static let keyframeTrack = Message("viewlab.timeline.keyframeTrack",
        en: "track %1: %2",
        zh: "轨道 %1：%2")
    static let cubicConvention = Message("viewlab.timeline.cubicConvention",
        en: "cubic segments are Catmull-Rom (velocity 0 at the track's ends); values between keyframes are viewlab's convention",
        zh: "cubic 段是 Catmull-Rom 曲线（轨道两端的速度为 0）；关键帧之间的值是 viewlab 的约定")
    static let phaseCycle = Message("viewlab.timeline.phaseCycle",
        en: "phaseAnimator([%1]): %2; each step starts when the previous is logically complete",
        zh: "phaseAnimator([%1])：%2；每一步在上一步逻辑上完成时开始")
    static let phasesLoop = Message("viewlab.timeline.phasesLoop",
        en: "loops (no trigger)",
        zh: "循环（没有 trigger）")
    static let phasesOneTrigger = Message("viewlab.timeline.phasesOneTrigger",
        en: "one trigger",
        zh: "触发一次")
    static let phaseStep = Message("viewlab.timeline.phaseStep",
        en: "step at %1 s → phase %2 (%3) with %4",
        zh: "%1 s 处的一步 → 阶段 %2 (%3)，使用 %4")

    static let timeline: [Message] = [keyframeTracks, keyframeTrack, cubicConvention, phaseCycle,
                                      phasesLoop, phasesOneTrigger, phaseStep]
}
