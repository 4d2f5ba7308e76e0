import Foundation
import ViewlabLayout
import ViewlabModel

extension RenderTree {
    /// `tap TARGET [--at X,Y]`: a Button's action, or a tap gesture's with the point it landed on.
    func tap(_ target: ControlTarget, at point: Point?) throws {
        enum Tap { case plain(() throws -> Void), located((Point) throws -> Void) }
        let (control, tap) = try control(for: target, .tap) { b in b.tap.map(Tap.plain) ?? b.tapAt.map(Tap.located) }
        switch tap {
        case .plain(let action): try action()
        case .located(let action): try action(try point ?? centre(of: control))
        }
    }

    /// `double-tap`: a view's double-tap gesture, else two taps in a row on its tap gesture or its
    /// Button (not in source: UIKit's tap recognizers each see one tap of the two), each followed by a pass.
    func doubleTap(_ target: ControlTarget) throws {
        enum Taps { case double((Point) throws -> Void), single((Point) throws -> Void) }
        let (control, taps) = try control(for: target, .doubleTap) { b in
            b.doubleTap.map(Taps.double) ?? b.tapAt.map(Taps.single) ?? b.tap.map { tap in Taps.single { _ in try tap() } }
        }
        switch taps {
        case .double(let action):
            try action(try centre(of: control))
            try settle()
        case .single(let action):
            for _ in 1...2 {
                try action(try centre(of: control))
                try settle()
            }
        }
    }

    /// `magnify` and `rotate`: the fingers' amount after each of 4 equal steps (`amount(fraction)`),
    /// each step calling `onChanged` and followed by a pass, then `onEnded` with the last.
    func pinch(_ pinch: PinchAction, amount: (Double) -> Double) throws {
        let steps = 4
        for step in 1...steps {
            try pinch.changed(amount(Double(step) / Double(steps)))
            try settle()
        }
        try pinch.ended(amount(1))
        try settle()
    }

    /// Where a finger goes down on a gesture's view when the event does not say: its centre, in its
    /// own coordinates, the view sized as the window's proposal lays it out.
    func centre(of control: ControlEntry) throws -> Point {
        let size = try control.view.map { try LayoutTree($0, options: LayoutOptions(session: session, tracing: false)).layout(in: proposal).root.frame.size }
        return Point(x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2)
    }

    /// `drag TARGET DX,DY --steps N` (cli-contract.md `update`): a finger put down at the view's
    /// centre and moved by (DX, DY) in N equal moves, then lifted. A `DragGesture` starts once the
    /// finger is `minimumDistance` from where it went down (Apple's documentation); from then each
    /// move calls `onChanged` (and `updating`) and is followed by an update pass, the frame it
    /// draws, and lifting the finger calls `onEnded` and resets `@GestureState`. A drag that never
    /// goes that far calls nothing.
    func drag(_ target: ControlTarget, by offset: Size, steps: Int) throws {
        let (control, drag) = try control(for: target, .drag) { $0.drag }
        let start = try centre(of: control)
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
