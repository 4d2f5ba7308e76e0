import SwiftOperators
import SwiftParser
import SwiftSyntax

/// SwiftUI's gestures as values (Apple's documentation of `DragGesture`, `MagnifyGesture`,
/// `RotateGesture`, their iOS 13 forms `MagnificationGesture` and `RotationGesture`, `TapGesture`,
/// `SpatialTapGesture`, `LongPressGesture` and `Gesture`), written in Swift and interpreted like learner code: each keeps
/// the callbacks its modifiers add (`onChanged`, `onEnded`, `updating`) and the type SwiftUI gives
/// the chain (`_EndedGesture<_ChangedGesture<DragGesture>>`). `.gesture(…)` hands them to the update
/// cycle, whose `drag`, `magnify`, `rotate`, `tap`, `double-tap` and `long-press` events call them (the SwiftUI layer's
/// GestureModifiers.swift builds each callback's value).
package let gesturePreludeSource = """
struct DragGesture {
    var minimumDistance: CGFloat
    var gestureType = "DragGesture"
    var changedActions: [(DragGesture.Value) -> Void] = []
    var endedActions: [(DragGesture.Value) -> Void] = []
    var updatingBodies: [(DragGesture.Value) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }
    func onChanged(_ action: @escaping (DragGesture.Value) -> Void) -> DragGesture {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (DragGesture.Value) -> Void) -> DragGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    /// `@GestureState`: the body changes the state while the drag lasts; it is reset after.
    func updating<State>(_ state: Binding<State>, body: @escaping (DragGesture.Value, inout State, inout Transaction) -> Void) -> DragGesture {
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
}
struct MagnifyGesture {
    var gestureType = "MagnifyGesture"
    var changedActions: [(MagnifyGesture.Value) -> Void] = []
    var endedActions: [(MagnifyGesture.Value) -> Void] = []
    var updatingBodies: [(MagnifyGesture.Value) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumScaleDelta: CGFloat = 0.01) {}
    func onChanged(_ action: @escaping (MagnifyGesture.Value) -> Void) -> MagnifyGesture {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (MagnifyGesture.Value) -> Void) -> MagnifyGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    func updating<State>(_ state: Binding<State>, body: @escaping (MagnifyGesture.Value, inout State, inout Transaction) -> Void) -> MagnifyGesture {
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
}
struct MagnificationGesture {
    var gestureType = "MagnificationGesture"
    var changedActions: [(CGFloat) -> Void] = []
    var endedActions: [(CGFloat) -> Void] = []
    var updatingBodies: [(CGFloat) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumScaleDelta: CGFloat = 0.01) {}
    func onChanged(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (CGFloat) -> Void) -> MagnificationGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    func updating<State>(_ state: Binding<State>, body: @escaping (CGFloat, inout State, inout Transaction) -> Void) -> MagnificationGesture {
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
}
struct RotateGesture {
    var gestureType = "RotateGesture"
    var changedActions: [(RotateGesture.Value) -> Void] = []
    var endedActions: [(RotateGesture.Value) -> Void] = []
    var updatingBodies: [(RotateGesture.Value) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumAngleDelta: Angle = .degrees(1)) {}
    func onChanged(_ action: @escaping (RotateGesture.Value) -> Void) -> RotateGesture {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (RotateGesture.Value) -> Void) -> RotateGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    func updating<State>(_ state: Binding<State>, body: @escaping (RotateGesture.Value, inout State, inout Transaction) -> Void) -> RotateGesture {
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
}
struct RotationGesture {
    var gestureType = "RotationGesture"
    var changedActions: [(Angle) -> Void] = []
    var endedActions: [(Angle) -> Void] = []
    var updatingBodies: [(Angle) -> Void] = []
    var resets: [() -> Void] = []
    init(minimumAngleDelta: Angle = .degrees(1)) {}
    func onChanged(_ action: @escaping (Angle) -> Void) -> RotationGesture {
        var g = self; g.changedActions.append(action); g.gestureType = "_ChangedGesture<" + gestureType + ">"; return g
    }
    func onEnded(_ action: @escaping (Angle) -> Void) -> RotationGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
    func updating<State>(_ state: Binding<State>, body: @escaping (Angle, inout State, inout Transaction) -> Void) -> RotationGesture {
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
}
struct TapGesture {
    var count: Int
    var gestureType = "TapGesture"
    var endedActions: [() -> Void] = []
    init(count: Int = 1) { self.count = count }
    func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
}
struct SpatialTapGesture {
    var count: Int
    var gestureType = "SpatialTapGesture"
    var endedActions: [(SpatialTapGesture.Value) -> Void] = []
    init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
    func onEnded(_ action: @escaping (SpatialTapGesture.Value) -> Void) -> SpatialTapGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
}
struct LongPressGesture {
    var minimumDuration: Double
    var gestureType = "LongPressGesture"
    var endedActions: [(Bool) -> Void] = []
    init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
    func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
        var g = self; g.endedActions.append(action); g.gestureType = "_EndedGesture<" + gestureType + ">"; return g
    }
}
"""

/// Parsed once per process, as the prelude is.
package let gesturePreludeTree: SourceFileSyntax = {
    let parsed = Parser.parse(source: gesturePreludeSource)
    return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
}()
