import Foundation
import ViewlabModel

/// What the finger (or two) does during one touch event, moment by moment (viewlab's model of the
/// `update` events, cli-contract.md): an update pass follows each moment in which a callback ran.
enum TouchMoment {
    case down
    /// Still, held so many seconds since it went down.
    case held(seconds: Double)
    /// Moved by so much since it went down.
    case move(Size)
    /// Two fingers, scaled or turned (degrees) so much since they went down.
    case pinch(magnify: Bool, amount: Double)
    /// Lifted, after so many taps in a row.
    case lift(taps: Int)
}

/// A callback a recognizer calls: the gesture's `changed`, `ended` or `finished`, with its value.
struct GestureCall {
    enum Phase { case changed, ended, finished }
    let gesture: Gesture
    let phase: Phase
    let value: GestureValue

    var callbacks: [String] {
        switch phase {
        case .changed: gesture.changedCallbacks
        case .ended: gesture.endedCallbacks
        case .finished: gesture.finishedCallbacks
        }
    }

    func run() throws {
        switch phase {
        case .changed: try gesture.changed(value)
        case .ended: try gesture.ended(value)
        case .finished: try gesture.finished?(value)
        }
    }
}

/// One gesture following a touch, as a state machine: each moment it is fed, it says which of its
/// callbacks (and its parts') run with which values. Pure: the calls are run by the caller, once it
/// knows which of the gestures a touch reaches wins (Gestures.swift).
final class GestureRecognizer {
    enum State { case possible, active, ended, failed }
    let gesture: Gesture
    private(set) var state = State.possible
    private(set) var value: GestureValue?
    /// Where the finger went down, in the gesture's view.
    private let start: Point
    private let parts: [GestureRecognizer]
    /// `exclusively(before:)`: the second gesture's calls, held back until the first fails.
    private var heldBack: [GestureCall] = []

    init(_ gesture: Gesture, start: Point) {
        self.gesture = gesture; self.start = start
        switch gesture.kind {
        case .sequenced(let a, let b), .simultaneous(let a, let b), .exclusive(let a, let b):
            parts = [GestureRecognizer(a, start: start), GestureRecognizer(b, start: start)]
        default: parts = []
        }
    }

    var isDone: Bool { state == .ended || state == .failed }
    /// Whether it has a value a composition passes on: it began, or ended.
    private var hasValue: Bool { (state == .active || state == .ended) && value != nil }

    func feed(_ moment: TouchMoment) -> [GestureCall] {
        guard !isDone else { return [] }
        switch gesture.kind {
        case .tap(let count, let spatial): return tap(moment, count: count, spatial: spatial)
        case .longPress(let minimum, let distance): return longPress(moment, minimum: minimum, distance: distance)
        case .drag(let minimum): return drag(moment, minimum: minimum)
        case .magnify, .rotate: return pinch(moment)
        case .sequenced: return sequenced(moment)
        case .simultaneous: return simultaneous(moment)
        case .exclusive: return exclusive(moment)
        }
    }

    /// The calls once the touch is over: each gesture's `finished` (its `@GestureState` reset, a long
    /// press's `pressing(false)`), the parts' first.
    func finish() -> [GestureCall] {
        let own = gesture.finished.map { _ in
            GestureCall(gesture: gesture, phase: .finished, value: { if case .longPress = gesture.kind { .press(false) } else { value ?? .tap(location: nil) } }())
        }
        return parts.flatMap { $0.finish() } + (own.map { [$0] } ?? [])
    }

    private func changed(_ v: GestureValue) -> [GestureCall] {
        value = v; state = .active
        return [GestureCall(gesture: gesture, phase: .changed, value: v)]
    }

    private func ended(_ v: GestureValue) -> [GestureCall] {
        value = v; state = .ended
        return [GestureCall(gesture: gesture, phase: .ended, value: v)]
    }

    private func fail() -> [GestureCall] { state = .failed; return [] }

    /// A tap ends when the finger lifts after the gesture's count of taps; a finger that slides more
    /// than 10 points, or is held, makes no tap (not in source: UIKit's tap recognizer allows about
    /// 10 points of movement; a held press is a long press here).
    private func tap(_ moment: TouchMoment, count: Int, spatial: Bool) -> [GestureCall] {
        switch moment {
        case .down: return []
        case .held: return fail()
        case .move(let t): return hypot(t.width, t.height) > 10 ? fail() : []
        case .pinch: return fail()
        case .lift(let taps): return taps == count ? ended(.tap(location: spatial ? start : nil)) : fail()
        }
    }

    /// Apple's documentation of `LongPressGesture`: its value is true once the finger is down; it
    /// ends when the finger has stayed `minimumDuration` seconds within `maximumDistance` points, and
    /// fails when the finger moves further or lifts before.
    private func longPress(_ moment: TouchMoment, minimum: Double, distance: Double) -> [GestureCall] {
        switch moment {
        case .down: return changed(.press(true))
        case .held(let seconds): return seconds >= minimum ? ended(.press(true)) : []
        case .move(let t): return hypot(t.width, t.height) > distance ? fail() : []
        case .pinch, .lift: return fail()
        }
    }

    /// Apple's documentation of `DragGesture`: it begins once the finger has moved `minimumDistance`
    /// points (at once when that is 0), changes with each move and ends when the finger lifts.
    private func drag(_ moment: TouchMoment, minimum: Double) -> [GestureCall] {
        let last: Size = if case .drag(let s)? = value { s.translation } else { Size(width: 0, height: 0) }
        switch moment {
        case .down: return minimum <= 0 ? changed(.drag(DragSample(startLocation: start, translation: last))) : []
        case .held: return []
        case .move(let t):
            guard state == .active || hypot(t.width, t.height) >= minimum else { return [] }
            return changed(.drag(DragSample(startLocation: start, translation: t)))
        case .pinch: return fail()
        case .lift: return state == .active ? ended(.drag(DragSample(startLocation: start, translation: last))) : fail()
        }
    }

    /// A two-finger gesture changes with each step of the fingers and ends when they lift.
    private func pinch(_ moment: TouchMoment) -> [GestureCall] {
        let magnifies = if case .magnify = gesture.kind { true } else { false }
        switch moment {
        case .down, .held: return []
        case .move: return state == .active ? [] : fail()
        case .pinch(let magnify, let amount):
            guard magnify == magnifies else { return fail() }
            return changed(magnify ? .magnification(amount) : .rotation(degrees: amount))
        case .lift: return state == .active ? ended(value!) : fail()
        }
    }

    /// Apple's documentation of `sequenced(before:)`: "the second gesture only receiving events
    /// after the first gesture succeeds"; the value is `.first(First.Value)` until then and
    /// `.second(First.Value, Second.Value?)` after (`SequenceGesture.Value`). The second gesture
    /// starts with the finger down where the first ended.
    private func sequenced(_ moment: TouchMoment) -> [GestureCall] {
        let (first, second) = (parts[0], parts[1])
        if !first.isDone {
            var calls = first.feed(moment)
            if first.state == .failed { return calls + fail() }
            if first.state == .ended, let a = first.value {
                calls += changed(.sequenceSecond(a, nil))
                return calls + followSecond(second.feed(.down), first: a)
            }
            if !calls.isEmpty, first.hasValue, let a = first.value { calls += changed(.sequenceFirst(a)) }
            return calls
        }
        guard let a = first.value else { return fail() }
        return followSecond(second.feed(moment), first: a)
    }

    private func followSecond(_ secondCalls: [GestureCall], first a: GestureValue) -> [GestureCall] {
        let second = parts[1]
        switch second.state {
        case .failed: return secondCalls + fail()
        case .ended: return secondCalls + ended(.sequenceSecond(a, second.value))
        case .active: return secondCalls.isEmpty ? [] : secondCalls + changed(.sequenceSecond(a, second.value))
        case .possible: return secondCalls
        }
    }

    /// `SimultaneousGesture`: both gestures follow the touch; the value holds each one's value, nil
    /// while it has none. It ends when both are done and one of them ended.
    private func simultaneous(_ moment: TouchMoment) -> [GestureCall] {
        let calls = parts[0].feed(moment) + parts[1].feed(moment)
        let both = GestureValue.simultaneous(parts[0].hasValue ? parts[0].value : nil, parts[1].hasValue ? parts[1].value : nil)
        if parts.allSatisfy(\.isDone) {
            return parts.contains { $0.state == .ended } ? calls + ended(both) : calls + fail()
        }
        return calls.isEmpty ? [] : calls + changed(both)
    }

    /// `ExclusiveGesture` (Apple's documentation of `init(_:_:)`: the first "has precedence over the
    /// other gesture"): the second's calls wait until the first fails, and are dropped if it ends.
    private func exclusive(_ moment: TouchMoment) -> [GestureCall] {
        let (first, second) = (parts[0], parts[1])
        if first.state == .failed { return followSecondOfExclusive(second.feed(moment)) }
        let calls = first.feed(moment)
        if first.state == .failed {
            defer { heldBack = [] }
            return calls + followSecondOfExclusive(heldBack + second.feed(moment))
        }
        heldBack += second.feed(moment)
        guard !calls.isEmpty, first.hasValue, let a = first.value else { return calls }
        if first.state == .ended { heldBack = []; return calls + ended(.exclusiveFirst(a)) }
        return calls + changed(.exclusiveFirst(a))
    }

    private func followSecondOfExclusive(_ calls: [GestureCall]) -> [GestureCall] {
        let second = parts[1]
        switch second.state {
        case .failed: return calls + fail()
        case .ended: return calls + ended(.exclusiveSecond(second.value!))
        case .active: return calls.isEmpty ? [] : calls + changed(.exclusiveSecond(second.value!))
        case .possible: return calls
        }
    }
}
