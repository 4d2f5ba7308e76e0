import ViewlabAnimation
import ViewlabLayout
import ViewlabModel

/// `viewlab animate CURVE --before A --after B`: what changes (which frame components
/// interpolate, which views come and go, with which transition), then every drawn view at each
/// frame time. Removed views stay as ghosts until the animation is removed (§3.4 `.removed`).
public struct AnimatedLayoutTable {
    public var style: OutputStyle
    /// The language of the text's words (issue 25); the JSON and CSV are English.
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    private func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }

    private func word(_ change: AnimatedLayout.Change) -> String {
        switch change {
        case .interpolated: say(.changeInterpolated)
        case .inserted: say(.changeInserted)
        case .removed: say(.changeRemoved)
        case .unchanged: change.rawValue
        }
    }

    /// One drawn view at one time: the long format shared by the table and CSV.
    struct Sample {
        var time: Double, progress: Double
        var track: AnimatedLayout.Track
        var frame: Rect, opacity: Double
        /// What the view's transition applies at this time, when one is in flight.
        var transition: TransitionEffects?
    }

    static func samples(_ layout: AnimatedLayout, animation: Animation, times: [Double]) -> [Sample] {
        let end = AnimationCompletionCriteria.removed.completionTime(of: [(animation, 1)])
        return times.flatMap { t in
            let p = animation.progress(at: t)
            return layout.tracks.compactMap { track in
                layout.drawn(track, progress: p, ended: end.map { t >= $0 - 1e-9 } ?? false).map {
                    Sample(time: t, progress: p, track: track, frame: $0.frame, opacity: $0.opacity, transition: $0.transition)
                }
            }
        }
    }

    public func render(_ layout: AnimatedLayout, animation: Animation, times: [Double], before: String, after: String) -> String {
        let f = AnimationFormatting.self
        let end = AnimationCompletionCriteria.removed.completionTime(of: [(animation, 1)])
        var lines = [style.bold(say(.animationTitle, animation.spelling, before, f.arrow(style), after))]
        // Terminal columns, so a Chinese label keeps the column after it straight.
        let labelWidth = layout.tracks.map { $0.depth * 2 + $0.label.displayWidth }.max() ?? 0
        func name(_ t: AnimatedLayout.Track) -> String {
            (String(repeating: "  ", count: t.depth) + t.label).padded(labelWidth)
        }
        let changed = layout.tracks.filter { $0.change != .unchanged }
        lines.append(say(changed.isEmpty ? .noViewChanges : .changesTitle))
        for t in changed {
            let what: String = switch t.change {
            case .interpolated: say(.interpolates, t.properties.joined(separator: ", "))
            case .inserted: say(.insertedWithTransition, "\(t.transition!)")
            case .removed: say(.removedWithTransition, "\(t.transition!)", end.map { say(.ghostUntil, f.fixed($0, 2)) } ?? say(.ghostForever))
            case .unchanged: ""
            }
            lines.append("  " + name(t) + "  " + what)
        }
        var current: Double?
        for s in Self.samples(layout, animation: animation, times: times) {
            if s.time != current {
                current = s.time
                lines.append("")
                lines.append(style.bold(say(.frameTime, f.fixed(s.time, 2), f.fixed(s.progress, 4))))
            }
            var row = "  " + name(s.track) + "  (\(f.fixed(s.frame.minX, 2)), \(f.fixed(s.frame.minY, 2)))  \(f.fixed(s.frame.size.width, 2))×\(f.fixed(s.frame.size.height, 2))"
            if s.opacity < 1 - 1e-9 { row += "  " + say(.frameOpacity, f.fixed(s.opacity, 2)) }
            // The transition's own offset and scale, which the frame already shows moved.
            if let t = s.transition {
                if abs(t.x) > 1e-9 || abs(t.y) > 1e-9 { row += "  " + say(.frameOffset, f.fixed(t.x, 2), f.fixed(t.y, 2)) }
                if abs(t.scale - 1) > 1e-9 { row += "  " + say(.frameScale, f.fixed(t.scale, 2)) }
            }
            if s.track.change != .unchanged { row += "  " + word(s.track.change) }
            lines.append(style.ascii ? row.replacingOccurrences(of: "×", with: "x") : row)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"animation", "changes": [{path, label, change, properties | transition}], "frames": [{time, progress, views: […]}]}`;
    /// a view whose transition is in flight adds its `offsetX`, `offsetY` and `scale`.
    public func json(_ layout: AnimatedLayout, animation: Animation, times: [Double]) -> String {
        let j = AnimationJSON.self
        let changes = layout.tracks.filter { $0.change != .unchanged }.map { t in
            var fields = ["\"path\": \(j.string(t.path))", "\"label\": \(j.string(t.label))", "\"change\": \(j.string(t.change.rawValue))"]
            if t.change == .interpolated { fields.append("\"properties\": [" + t.properties.map(j.string).joined(separator: ", ") + "]") }
            if let transition = t.transition { fields.append("\"transition\": \(j.string(transition.description))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let samples = Self.samples(layout, animation: animation, times: times)
        let frames = times.map { time in
            let views = samples.filter { $0.time == time }.map { s in
                "{\"path\": \(j.string(s.track.path)), \"x\": \(j.number(s.frame.minX)), \"y\": \(j.number(s.frame.minY)), "
                    + "\"width\": \(j.number(s.frame.size.width)), \"height\": \(j.number(s.frame.size.height)), \"opacity\": \(j.number(s.opacity))"
                    + (s.transition.map { ", \"offsetX\": \(j.number($0.x)), \"offsetY\": \(j.number($0.y)), \"scale\": \(j.number($0.scale))" } ?? "") + "}"
            }
            return "{\"time\": \(j.number(time)), \"progress\": \(j.number(animation.progress(at: time))), \"views\": [\n      "
                + views.joined(separator: ",\n      ") + "\n    ]}"
        }
        return "{\n  \"animation\": \(j.string(animation.spelling)),\n  \"changes\": [\n    " + changes.joined(separator: ",\n    ")
            + "\n  ],\n  \"frames\": [\n    " + frames.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    public func csv(_ layout: AnimatedLayout, animation: Animation, times: [Double]) -> String {
        let f = AnimationFormatting.self
        var lines = ["time,progress,path,label,change,x,y,width,height,opacity"]
        for s in Self.samples(layout, animation: animation, times: times) {
            let label = "\"" + s.track.label.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let numbers = [s.frame.minX, s.frame.minY, s.frame.size.width, s.frame.size.height, s.opacity].map { f.csvValue($0, range: 1) }
            lines.append(([f.time(s.time), f.csvValue(s.progress, range: 1), s.track.path, label, s.track.change.rawValue] + numbers).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
