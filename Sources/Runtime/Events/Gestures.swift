import Foundation
import ViewlabLayout
import ViewlabModel

extension RenderTree {
    /// `drag TARGET DX,DY --steps N` (cli-contract.md `update`): a finger put down at the view's
    /// centre and moved by (DX, DY) in N equal moves, then lifted. A `DragGesture` starts once the
    /// finger is `minimumDistance` from where it went down (Apple's documentation); from then each
    /// move calls `onChanged` (and `updating`) and is followed by an update pass, the frame it
    /// draws, and lifting the finger calls `onEnded` and resets `@GestureState`. A drag that never
    /// goes that far calls nothing.
    func drag(_ target: ControlTarget, by offset: Size, steps: Int) throws {
        let (control, drag) = try control(for: target, .drag) { $0.drag }
        // The location is in the view's own space: its size as the window's proposal lays it out.
        let size = try control.view.map { try LayoutTree($0, options: LayoutOptions(session: session, tracing: false)).layout(in: proposal).root.frame.size }
        let start = Point(x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2)
        var started = false
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let moved = Size(width: offset.width * fraction, height: offset.height * fraction)
            guard started || hypot(moved.width, moved.height) >= drag.minimumDistance else { continue }
            started = true
            try drag.changed(DragSample(startLocation: start, translation: moved))
            try settle()
        }
        guard started else { return }
        try drag.ended(DragSample(startLocation: start, translation: offset))
        try settle()
    }
}
