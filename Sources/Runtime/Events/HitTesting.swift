import ViewlabLayout
import ViewlabModel

extension RenderTree {
    /// Whether a touch at `point` (in the view's own coordinates) lands on the view a gesture is
    /// on: on what it draws — a text's, an image's or a colour's frame, inside a shape — not on
    /// a Spacer, a clear colour or the room between views; or, below a `.contentShape(S)`, inside
    /// S in that view's frame, whatever it draws (Apple's documentation of `contentShape(_:eoFill:)`:
    /// "the content shape for hit testing"). A control (a Button's label, a Toggle) takes touches
    /// across its frame. A view viewlab does not know the gesture's view of takes every touch.
    func takesTouch(_ control: ControlEntry, at point: Point) throws -> Bool {
        guard let view = control.view else { return true }
        let result = try LayoutTree(view, options: LayoutOptions(session: session, tracing: false)).layout(in: proposal)
        let origin = result.root.frame.origin
        let p = Point(x: origin.x + point.x, y: origin.y + point.y)
        var i = 0
        while i < result.nodes.count {
            let placed = result.nodes[i]
            let frame = placed.frame
            switch placed.node.view {
            case .modified(_, let modifier):
                if case .contentShape(let shape) = modifier.kind {
                    if contains(shape, frame, p) { return true }
                    i = placed.subtreeEnd
                    continue
                }
            case .container(let c) where c.behavior != nil:
                if frame.contains(p) { return true }
                i = placed.subtreeEnd
                continue
            case .text, .image:
                if frame.contains(p) { return true }
            case .color(let c):
                // A clear colour draws nothing, so it takes no touch (an opacity of zero is clear too).
                if c.name != "clear", c.rgba?.opacity != 0, frame.contains(p) { return true }
            case .shape(let shape):
                if contains(shape, frame, p) { return true }
            default:
                break
            }
            i += 1
        }
        return false
    }

    private func contains(_ shape: ShapeValue, _ frame: Rect, _ p: Point) -> Bool {
        guard let path = shape.kind.path(in: frame) else { return frame.contains(p) }
        return PathFlattening.contains(path, p)
    }
}
