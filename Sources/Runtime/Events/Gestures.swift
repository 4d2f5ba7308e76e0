import Foundation
import ViewlabLayout
import ViewlabModel

/// The touch events (cli-contract.md `update`): `tap`, `double-tap`, `long-press`, `drag`,
/// `magnify` and `rotate`. A touch lands on the view TARGET names; every gesture on that view and
/// on the views around it follows the touch (GestureRecognizer.swift), and SwiftUI's rules decide
/// which of those that recognise it run (`winners`). An update pass follows each moment of the
/// touch in which a callback ran.
extension RenderTree {
    /// `tap TARGET [--at X,Y]`: a finger down and up; a spatial tap gets the point (the view's
    /// centre unless `--at` says, in its own coordinates).
    func tap(_ target: ControlTarget, at point: Point?) throws {
        try touch(target, .tap, at: point) { _ in [.down, .lift(taps: 1)] }
    }

    /// `double-tap`: two taps in a row. When no gesture there takes two taps, they are two single
    /// taps, each followed by its pass (not in source: UIKit's tap recognizers each see one tap).
    func doubleTap(_ target: ControlTarget) throws {
        if try touch(target, .doubleTap, orNothing: true, { _ in [.down, .lift(taps: 2)] }) { return }
        for _ in 1...2 { try touch(target, .doubleTap) { _ in [.down, .lift(taps: 1)] } }
    }

    /// `long-press TARGET SECONDS`: a finger held still, then lifted.
    func longPress(_ target: ControlTarget, seconds: Double) throws {
        try touch(target, .longPress) { _ in [.down, .held(seconds: seconds), .lift(taps: 1)] }
    }

    /// `drag TARGET DX,DY --steps N`: a finger put down at the view's centre and moved by (DX, DY)
    /// in N equal moves, then lifted. Where a long press comes first in a sequence
    /// (`LongPressGesture().sequenced(before: DragGesture())`), the finger is first held as long as
    /// it needs (viewlab's model: the event says nothing of time).
    func drag(_ target: ControlTarget, by offset: Size, steps: Int) throws {
        try touch(target, .drag) { gestures in
            let hold = gestures.map(Self.pressBeforeDrag).max() ?? 0
            let moves = (1...steps).map { step -> TouchMoment in
                let fraction = Double(step) / Double(steps)
                return .move(Size(width: offset.width * fraction, height: offset.height * fraction))
            }
            return [.down] + (hold > 0 ? [.held(seconds: hold)] : []) + moves + [.lift(taps: 1)]
        }
    }

    /// `magnify` and `rotate`: the fingers' amount after each of 4 equal steps (`amount(fraction)`).
    func pinch(_ target: ControlTarget, magnify: Bool, amount: @escaping (Double) -> Double) throws {
        try touch(target, magnify ? .magnify : .rotate) { _ in
            [.down] + (1...4).map { .pinch(magnify: magnify, amount: amount(Double($0) / 4)) } + [.lift(taps: 1)]
        }
    }

    /// The longest `minimumDuration` of a long press a drag must wait for in a sequence.
    private static func pressBeforeDrag(_ gesture: Gesture) -> Double {
        switch gesture.kind {
        case .sequenced(let first, let second):
            if case .longPress(let minimum, _) = first.kind { return minimum }
            return max(pressBeforeDrag(first), pressBeforeDrag(second))
        case .simultaneous(let a, let b), .exclusive(let a, let b): return max(pressBeforeDrag(a), pressBeforeDrag(b))
        default: return 0
        }
    }

    /// One touch on TARGET: the gestures that follow it, the ones that win, and their callbacks
    /// run moment by moment. With `orNothing`, a touch nothing recognises returns false instead
    /// of failing.
    @discardableResult
    private func touch(_ target: ControlTarget, _ verb: ControlVerb, at point: Point? = nil, orNothing: Bool = false,
                       _ moments: ([Gesture]) -> [TouchMoment]) throws -> Bool {
        let (hit, around) = try touched(target, verb)
        var reached = ([hit] + around).filter { !$0.isDisabled && !$0.ignoresTouches }
        if let point, !reached.isEmpty {
            // At a given point, only the views that draw something there (or whose content shape is there) take it.
            reached = try reached.filter { try takesTouch($0, at: point) }
            if reached.isEmpty { throw UpdateFailure(.touchMissed, "\(formatNumber(point.x)), \(formatNumber(point.y))", hit.label.isEmpty ? hit.path.description : "\"\(hit.label)\"") }
        }
        let responders = try reached.compactMap { entry -> Responder? in
            guard let (gesture, priority) = entry.behavior.gesture ?? entry.behavior.tap.map({ tap in
                (Gesture(kind: .tap(count: 1, spatial: false), name: entry.name, ended: { _ in try tap() }), GesturePriority.normal)
            }) else { return nil }
            let start = try point ?? centre(of: entry)
            return Responder(entry: entry, priority: priority, recognizer: GestureRecognizer(gesture, start: start))
        }
        let script = moments(responders.map(\.recognizer.gesture))
        // Every gesture follows the whole touch first; what they would call is run only for the winners.
        var calls = responders.map { responder in script.map { responder.recognizer.feed($0) } }
        for (i, responder) in responders.enumerated() { calls[i][script.count - 1] += responder.recognizer.finish() }
        // A touch no gesture recognises still runs what the ones that began called before they
        // failed (a long press's `pressing`, a sequence's `.first`), as on a device.
        var running = Self.winners(responders.indices.filter { responders[$0].recognizer.state == .ended }, responders)
        if running.isEmpty { running = Self.winners(responders.indices.filter { calls[$0].joined().contains { $0.phase != .finished } }, responders) }
        guard !running.isEmpty else {
            if hit.isDisabled { throw UpdateFailure(.controlDisabled, hit.name, hit.label, hit.path) }
            if hit.ignoresTouches { throw UpdateFailure(.controlIgnoresTouches, hit.name, hit.label, hit.path) }
            if orNothing { return false }
            // A gesture of the event's kind that did not start (a drag shorter than its minimum
            // distance, a press released early) is a touch that did nothing, not a mistake.
            guard responders.contains(where: { Self.follows(verb, $0.recognizer.gesture) }) else { throw failure(target, verb, hit) }
            return true
        }
        for moment in script.indices {
            var ran = false
            for i in running {
                for call in calls[i][moment] {
                    try call.run()
                    ran = true
                    if !call.callbacks.isEmpty {
                        record.gestures.append(GestureCallRecord(gesture: call.gesture.name, path: responders[i].entry.path,
                                                                 callbacks: call.callbacks.joined(separator: ", "), value: call.value.description))
                    }
                }
            }
            if ran { try settle() }
        }
        return true
    }

    /// Whether the gesture (or one of its parts) is of the kind the event's touch is for.
    private static func follows(_ verb: ControlVerb, _ gesture: Gesture) -> Bool {
        switch gesture.kind {
        case .tap: verb == .tap || verb == .doubleTap
        case .longPress: verb == .longPress
        case .drag: verb == .drag
        case .magnify: verb == .magnify
        case .rotate: verb == .rotate
        case .sequenced(let a, let b), .simultaneous(let a, let b), .exclusive(let a, let b): follows(verb, a) || follows(verb, b)
        }
    }

    /// A gesture following a touch, on the view `entry` is.
    private struct Responder {
        let entry: ControlEntry
        let priority: GesturePriority
        let recognizer: GestureRecognizer
    }

    /// Which of the gestures that recognised the touch (`recognised`, of `responders` from the touched view
    /// outwards) run, by SwiftUI's rules (Apple's documentation of the modifiers): a
    /// `.highPriorityGesture` takes "precedence over the view's existing gestures", so the outermost
    /// one that recognised it wins over everything inside it; otherwise the innermost `.gesture`
    /// (or Button, or `onTapGesture`) wins, as a subview's gesture wins over its parent's ("lower
    /// precedence than gestures defined by the view"); every `.simultaneousGesture` that recognised
    /// it and is not inside a winning high-priority gesture runs too.
    private static func winners(_ recognised: [Int], _ responders: [Responder]) -> [Int] {
        let simultaneous = recognised.filter { responders[$0].priority == .simultaneous }
        if let high = recognised.last(where: { responders[$0].priority == .high }) {
            return ([high] + simultaneous.filter { $0 > high }).sorted()
        }
        let winner = recognised.first { responders[$0].priority == .normal }
        return Array(Set((winner.map { [$0] } ?? []) + simultaneous)).sorted()
    }

    /// The view TARGET names, and the gestures' views around it from the inside out: the touched
    /// view's own outer gestures and those of its ancestors (the list of controls has a view's
    /// before its ancestors'). The touched view is the first whose gestures, or its ancestors', can
    /// take a touch.
    private func touched(_ target: ControlTarget, _ verb: ControlVerb) throws -> (ControlEntry, [ControlEntry]) {
        let controls = reachableControls
        for (i, entry) in controls.enumerated() where matches(entry, target) {
            let around = controls[(i + 1)...].filter { $0.path.contains(entry.path) }
            if ([entry] + around).contains(where: { $0.behavior.gesture != nil || $0.behavior.tap != nil }) { return (entry, Array(around)) }
        }
        // A tagged view with no gesture of its own: the touch reaches the gestures around it.
        if case .identifier(let name) = target,
           let node = nodes.values.filter({ $0.isAlive && $0.identifier == name }).min(by: { $0.order < $1.order }) {
            let around = controls.filter { $0.path.contains(node.path) && ($0.behavior.gesture != nil || $0.behavior.tap != nil) }
            if let innermost = around.first { return (innermost, Array(around.dropFirst())) }
        }
        throw failure(target, verb, controls.first { matches($0, target) })
    }

    /// Where a finger goes down on a gesture's view when the event does not say: its centre, in its
    /// own coordinates, the view sized as the window's proposal lays it out.
    func centre(of control: ControlEntry) throws -> Point {
        let size = try control.view.map { try LayoutTree($0, options: LayoutOptions(session: session, tracing: false)).layout(in: proposal).root.frame.size }
        return Point(x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2)
    }
}

