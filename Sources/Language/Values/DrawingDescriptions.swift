import ViewlabModel

package func strokeStyleDescription(_ s: StrokeStyle) -> String {
    "StrokeStyle(lineWidth: \(formatNumber(s.lineWidth)), lineCap: .\(s.lineCap.rawValue), lineJoin: .\(s.lineJoin.rawValue), "
        + "miterLimit: \(formatNumber(s.miterLimit)), dash: [\(s.dash.map(formatNumber).joined(separator: ", "))], dashPhase: \(formatNumber(s.dashPhase)))"
}

package func gradientStopDescription(_ stop: GradientStop) -> String {
    "Gradient.Stop(color: \(stop.color), location: \(formatNumber(stop.location)))"
}

/// `print(path)`: the elements in the form `Path(_: String)` reads back, `x y m` (move), `x y l`
/// (line), `cx cy x y q`, `c1x c1y c2x c2y x y c` and `h` (close). Not in source: the form of
/// Core Graphics' path strings, which SwiftUI's `Path.description` prints.
package func pathDescription(_ path: PathValue) -> String {
    path.written { letter, numbers in (numbers + [letter]).joined(separator: " ") }
}
