import ViewlabLayout
import ViewlabModel

/// `.redacted(reason: .placeholder)`: each line of a text becomes a rounded bar as wide as the line,
/// and an image a rounded box its size, in the foreground colour at 16% (viewlab's model of
/// SwiftUI's placeholder look: Apple documents the reason, not the drawing).
extension DisplayListBuilder {
    static let redactionOpacity = 0.16

    mutating func redacted(_ run: TextRun, _ placed: PlacedNode) -> [DisplayItem] {
        approximations.insert("redacted views: their texts and images drawn as rounded bars in their colour at 16%")
        let height = run.pointSize * 0.75
        return run.lines.map { line in
            bar(Rect(x: line.origin.x, y: line.origin.y - height * 0.9, width: line.width, height: height),
                run.color, run.transform, placed.label)
        }
    }

    mutating func redactedImage(_ frame: Rect, _ color: RGBA, _ placed: PlacedNode) -> [DisplayItem] {
        approximations.insert("redacted views: their texts and images drawn as rounded bars in their colour at 16%")
        return [bar(frame, color, placed.transform, placed.label)]
    }

    private func bar(_ r: Rect, _ color: RGBA, _ transform: ViewTransform, _ label: String) -> DisplayItem {
        var path = PathValue()
        let radius = min(r.height, r.width) / 4
        path.addRoundedRect(in: r, cornerSize: Size(width: radius, height: radius))
        return .shape(DrawnShape(path: path, paint: .color(color.multiplyingOpacity(by: Self.redactionOpacity)), stroke: nil,
                                 evenOdd: false, paintBox: r, transform: transform, label: label))
    }
}
