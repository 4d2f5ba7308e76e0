import ViewlabAnimation
import ViewlabModel

/// The frames of a learner's view under an animation (`viewlab animate CURVE --view FILE`; issue 6
/// item 3): per frame, the progress, the `animatableData` each `Animatable` value was given, where
/// each tagged view is drawn, and what the learner's code printed while the frame was built.
public struct AnimatedViewFrames: Sendable {
    public struct Frame: Sendable {
        public var time: Double
        public var progress: Double
        /// Per Animatable value, in build order, its `animatableData`'s components (one for a number);
        /// nil for one without `animatableData`.
        public var data: [[Double]?]
        /// Per tagged view (`columns.views`), its drawn origin.
        public var positions: [(x: Double, y: Double)]
        public var printed: String
        public init(time: Double, progress: Double, data: [[Double]?], positions: [(x: Double, y: Double)], printed: String) {
            self.time = time; self.progress = progress; self.data = data; self.positions = positions; self.printed = printed
        }
    }

    public var animation: Animation
    public var variable: String
    public var from: Double, to: Double
    /// The Animatable types met while building the view, in order.
    public var animatables: [String]
    /// The `.accessibilityIdentifier`s of the views whose positions are shown.
    public var views: [String]
    public var frames: [Frame]

    public init(animation: Animation, variable: String, from: Double, to: Double, animatables: [String], views: [String], frames: [Frame]) {
        self.animation = animation; self.variable = variable; self.from = from; self.to = to
        self.animatables = animatables; self.views = views; self.frames = frames
    }

    /// The types with no `animatableData`: SwiftUI gives them `EmptyAnimatableData`, so they never move.
    public var withoutData: [String] {
        zip(animatables.indices, animatables).filter { i, _ in frames.allSatisfy { $0.data[i] == nil } }.map(\.1)
    }
}

/// `--format table` and `csv` of `AnimatedViewFrames`.
public struct AnimatedViewTable {
    public var style: OutputStyle
    /// The language of the words (issue 25); the types, identifiers and the CSV are the same in both.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func render(_ a: AnimatedViewFrames) -> String {
        let f = AnimationFormatting.self
        func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }
        var header = ["t(s)", say(.progressColumn)] + a.animatables.map { "\($0).animatableData" }
        header += a.views.flatMap { ["\($0).x", "\($0).y"] }
        var rows = a.frames.map { frame in
            [f.fixed(frame.time, 2), f.fixed(frame.progress, 4)] + frame.data.map { $0.map { Self.text($0.map { f.fixed($0, 3) }) } ?? "—" }
                + frame.positions.flatMap { [f.fixed($0.x, 2), f.fixed($0.y, 2)] }
        }
        if style.ascii { rows = rows.map { $0.map { $0 == "—" ? "-" : $0 } } }
        let widths = header.indices.map { c in max(header[c].displayWidth, rows.map { $0[c].displayWidth }.max() ?? 0) }
        func line(_ cells: [String]) -> String {
            cells.indices.map { cells[$0].rightAligned(widths[$0]) }.joined(separator: " | ")
        }
        var lines = [style.bold(say(.viewTitle, a.animation.spelling, a.variable, f.shortest(a.from), f.arrow(style), f.shortest(a.to))), line(header)]
        for (frame, cells) in zip(a.frames, rows) {
            lines.append(line(cells) + (frame.printed.isEmpty ? "" : say(.printed, frame.printed.split(separator: "\n").joined(separator: "; "))))
        }
        for type in a.withoutData {
            lines.append(say(.noAnimatableData, type, a.variable, f.shortest(a.to)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number as it is; an array's elements in brackets, as Swift prints an array.
    private static func text(_ components: [String]) -> String {
        components.count == 1 ? components[0] : "[" + components.joined(separator: ", ") + "]"
    }

    public func csv(_ a: AnimatedViewFrames) -> String {
        let f = AnimationFormatting.self
        var lines = [(["t", "progress"] + a.animatables.map { "\($0).animatableData" } + a.views.flatMap { ["\($0).x", "\($0).y"] }).joined(separator: ",")]
        for frame in a.frames {
            // An array's elements are separated by spaces, so that the cell needs no quotes.
            let cells = [f.time(frame.time), f.csvValue(frame.progress, range: 1)]
                + frame.data.map { $0.map { $0.map { f.csvValue($0, range: 1) }.joined(separator: " ") } ?? "" }
                + frame.positions.flatMap { [f.csvValue($0.x, range: 1), f.csvValue($0.y, range: 1)] }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
