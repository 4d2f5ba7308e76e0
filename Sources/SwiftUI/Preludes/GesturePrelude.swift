/// SwiftUI's gestures as values (Apple's documentation of `DragGesture`, `MagnifyGesture`,
/// `RotateGesture`, their iOS 13 forms `MagnificationGesture` and `RotationGesture`, `TapGesture`,
/// `SpatialTapGesture`, `LongPressGesture`, `Gesture`, `SequenceGesture`, `SimultaneousGesture` and
/// `ExclusiveGesture`), written in Swift and interpreted like learner code: each keeps
/// the callbacks its modifiers add (`onChanged`, `onEnded`, `updating`) and the type SwiftUI gives
/// the chain (`_EndedGesture<_ChangedGesture<DragGesture>>`). `.gesture(…)` hands them to the update
/// cycle, whose `drag`, `magnify`, `rotate`, `tap`, `double-tap` and `long-press` events call them (the SwiftUI layer's
/// GestureModifiers.swift builds each callback's value).
let gesturePreludeSource = """
/// What every gesture keeps: the callbacks its modifiers add, in order, and its type.
protocol _GestureCallbacks {
    var gestureType: String { get set }
    var changedActions: [(Any) -> Void] { get set }
    var endedActions: [(Any) -> Void] { get set }
    var updatingBodies: [(Any) -> Void] { get set }
    var resets: [() -> Void] { get set }
}
extension _GestureCallbacks {
    func onChanged(_ action: @escaping (Any) -> Void) -> Self {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (Any) -> Void) -> Self {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    /// `@GestureState`: the body changes the state while the gesture lasts; it is reset after.
    func updating<State>(_ state: Binding<State>, body: @escaping (Any, inout State, inout Transaction) -> Void) -> Self {
        var g = self
        let initial = state.wrappedValue
        g.updatingBodies.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.wrappedValue = current
        }
        g.resets.append { state.wrappedValue = initial }
        g.gestureType = "GestureStateGesture<" + gestureType + ", " + String(describing: type(of: initial)) + ">"
        return g
    }
    func sequenced<Other: _GestureCallbacks>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    func simultaneously<Other: _GestureCallbacks>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    func exclusively<Other: _GestureCallbacks>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}
/// `SequenceGesture`, `SimultaneousGesture` and `ExclusiveGesture`: both gestures, composed as the
/// type says; the update cycle decides which of them a touch reaches.
struct SequenceGesture<First: _GestureCallbacks, Second: _GestureCallbacks>: _GestureCallbacks {
    var first: First, second: Second, gestureType: String
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(_ first: First, _ second: Second) { self.first = first; self.second = second; gestureType = "SequenceGesture<" + first.gestureType + ", " + second.gestureType + ">" }
}
struct SimultaneousGesture<First: _GestureCallbacks, Second: _GestureCallbacks>: _GestureCallbacks {
    var first: First, second: Second, gestureType: String
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(_ first: First, _ second: Second) { self.first = first; self.second = second; gestureType = "SimultaneousGesture<" + first.gestureType + ", " + second.gestureType + ">" }
}
struct ExclusiveGesture<First: _GestureCallbacks, Second: _GestureCallbacks>: _GestureCallbacks {
    var first: First, second: Second, gestureType: String
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(_ first: First, _ second: Second) { self.first = first; self.second = second; gestureType = "ExclusiveGesture<" + first.gestureType + ", " + second.gestureType + ">" }
}
struct DragGesture: _GestureCallbacks {
    var minimumDistance: CGFloat
    var gestureType = "DragGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }
}
struct MagnifyGesture: _GestureCallbacks {
    var gestureType = "MagnifyGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumScaleDelta: CGFloat = 0.01) {}
}
struct MagnificationGesture: _GestureCallbacks {
    var gestureType = "MagnificationGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumScaleDelta: CGFloat = 0.01) {}
}
struct RotateGesture: _GestureCallbacks {
    var gestureType = "RotateGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumAngleDelta: Angle = .degrees(1)) {}
}
struct RotationGesture: _GestureCallbacks {
    var gestureType = "RotationGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumAngleDelta: Angle = .degrees(1)) {}
}
struct TapGesture: _GestureCallbacks {
    var count: Int
    var gestureType = "TapGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(count: Int = 1) { self.count = count }
}
struct SpatialTapGesture: _GestureCallbacks {
    var count: Int
    var gestureType = "SpatialTapGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}
struct LongPressGesture: _GestureCallbacks {
    var minimumDuration: Double
    var gestureType = "LongPressGesture"
    var changedActions: [(Any) -> Void] = [], endedActions: [(Any) -> Void] = [], updatingBodies: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    var maximumDistance: CGFloat
    init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance }
}
"""
