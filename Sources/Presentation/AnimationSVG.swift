import ViewlabAnimation

/// The value-over-time plot as a standalone SVG document: one polyline per animation, the target
/// dashed, labelled axes and a legend.
public enum AnimationSVG {
    static let colors = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf"]

    public static func render(_ tables: [ValueTable]) -> String { render(AnimationPlotData(tables, samples: 241), legend: tables.map { "\($0.animation.spelling) ≡ \($0.animation.model.resolved)   \(AnimationFormatting.shortest($0.from)) → \(AnimationFormatting.shortest($0.to))" }) }

    /// - Parameter legend: one line per series (defaults to the series' labels).
    public static func render(_ data: AnimationPlotData, legend: [String]? = nil) -> String {
        let legend = legend ?? data.series.map { $0.legend(.plain) }
        let f = AnimationFormatting.self
        let (w, h) = (640.0, 360.0), (left, right, top, bottom) = (70.0, 620.0, 30.0, 300.0)
        func x(_ t: Double) -> String { f.fixed(left + (right - left) * t / data.end, 2) }
        func y(_ v: Double) -> String { f.fixed(bottom - (bottom - top) * data.fraction(v), 2) }
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(h + 24 * Double(legend.count)))\" viewBox=\"0 0 \(Int(w)) \(Int(h + 24 * Double(legend.count)))\" font-family=\"monospace\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<line x1=\"\(f.fixed(left, 2))\" y1=\"\(f.fixed(bottom, 2))\" x2=\"\(f.fixed(right, 2))\" y2=\"\(f.fixed(bottom, 2))\" stroke=\"black\"/>",
            "<line x1=\"\(f.fixed(left, 2))\" y1=\"\(f.fixed(top, 2))\" x2=\"\(f.fixed(left, 2))\" y2=\"\(f.fixed(bottom, 2))\" stroke=\"black\"/>",
        ]
        for value in Set(data.marks + data.targets + [data.low, data.high]).sorted() {
            out.append("<text x=\"\(f.fixed(left - 6, 2))\" y=\"\(y(value))\" text-anchor=\"end\" dominant-baseline=\"middle\">\(f.fixed(value, 2))</text>")
        }
        for target in Set(data.targets).sorted() {
            out.append("<line x1=\"\(f.fixed(left, 2))\" y1=\"\(y(target))\" x2=\"\(f.fixed(right, 2))\" y2=\"\(y(target))\" stroke=\"gray\" stroke-dasharray=\"4 4\"/>")
        }
        for t in [0, data.end / 2, data.end] {
            out.append("<text x=\"\(x(t))\" y=\"\(f.fixed(bottom + 16, 2))\" text-anchor=\"middle\">\(f.fixed(t, 2)) s</text>")
        }
        for (i, series) in data.series.enumerated() {
            let color = colors[i % colors.count]
            out.append("<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"" + series.points.map { "\(x($0.time)),\(y($0.value))" }.joined(separator: " ") + "\"/>")
            out.append("<text x=\"\(f.fixed(left, 2))\" y=\"\(f.fixed(h + 24 * Double(i), 2))\" fill=\"\(color)\">\(xmlEscaped(legend[i]))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }
}
