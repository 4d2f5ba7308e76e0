/// `████░░░░`: how much of a course is done, twenty cells filled for the share (`####----` in
/// ASCII), the way a learner's progress is shown wherever it is summed up (`viewlab exercises`'
/// footer, `viewlab progress`, `:progress`).
public struct ProgressBar {
    public var style: OutputStyle
    public init(style: OutputStyle) { self.style = style }

    public func text(_ done: Int, of total: Int) -> String {
        let filled = total == 0 ? 0 : (20 * min(done, total) + total / 2) / total
        let (full, empty) = style.ascii ? ("#", "-") : ("█", "░")
        return String(repeating: full, count: filled) + String(repeating: empty, count: 20 - filled)
    }
}
