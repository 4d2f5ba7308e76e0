import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.gesture(g)`, `.simultaneousGesture(g)`, `.highPriorityGesture(g)` with the gestures of the
/// gesture prelude (Language/GesturePrelude.swift): the callbacks the gesture collected become the
/// action the update cycle's events run (`drag`, `tap`, `double-tap`, `long-press`). Each view
/// keeps its own gesture; which one of several nested gestures wins is not modelled yet.
extension Interpreter {
    func gestureModifier(_ name: String, prefix: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        _ = r.take("including"); _ = r.take("isEnabled")
        let value = r.take(nil)?.unboxed
        guard case .instance(let gesture)? = value else { throw unsupported(.gesture(type: value.map { typeName(of: $0) } ?? "nothing"), at: node) }
        func closures(_ field: String) -> [Callable] {
            guard case .array(let items)? = gesture.fields[field] else { return [] }
            return items.compactMap { if case .function(let f) = $0.unboxed { f } else { nil } }
        }
        let run: ([Callable], [Value]) throws -> Void = { [unowned self] callbacks, values in
            self.budget.restartClock()
            for f in callbacks { _ = try self.call(f, values.map { Argument(label: nil, value: $0) }, at: node) }
        }
        // `updating` runs before `onChanged`; `@GestureState` goes back to its initial value when the
        // gesture ends (Apple's documentation of `GestureState`).
        let (changed, ended, resets) = (closures("updatingBodies") + closures("changedActions"), closures("endedActions"), closures("resets"))
        let action: ViewAction
        switch gesture.typeName {
        case "DragGesture":
            action = .drag(DragAction(minimumDistance: gesture.fields["minimumDistance"].flatMap(number) ?? 10,
                                      changed: { [unowned self] in try run(changed, [self.dragValue($0, at: node)]) },
                                      ended: { [unowned self] in try run(ended, [self.dragValue($0, at: node)]); try run(resets, []) }))
        case "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture":
            let kind: PinchAction.Kind = gesture.typeName.hasPrefix("Magn") ? .magnify : .rotate
            let value: (Double) -> Value = { [unowned self] amount in self.pinchValue(gesture.typeName, amount) }
            action = .pinch(PinchAction(kind: kind, changed: { try run(changed, [value($0)]) },
                                        ended: { try run(ended, [value($0)]); try run(resets, []) }))
        case "TapGesture":
            let count = gesture.fields["count"].flatMap(number).map { Int($0) } ?? 1
            action = .tap(count: count) { _ in try run(ended, []) }
        case "SpatialTapGesture":
            let count = gesture.fields["count"].flatMap(number).map { Int($0) } ?? 1
            action = .tap(count: count) { location in
                try run(ended, [.instance(Instance(typeName: "SpatialTapGesture.Value", fields: [("location", location.interpreted)]))])
            }
        case "LongPressGesture":
            action = .longPress(LongPressAction(minimumDuration: gesture.fields["minimumDuration"].flatMap(number) ?? 0.5,
                                                perform: { try run(ended, [.bool(true)]) }, pressing: nil))
        default:
            throw unsupported(.gesture(type: gesture.typeName), at: node)
        }
        let type = if case .string(let s)? = gesture.fields["gestureType"] { s } else { gesture.typeName }
        return Modifier(kind: .action(action), typeName: prefix + type + ">", name: name,
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// What a two-finger gesture's callbacks get: iOS 17's `MagnifyGesture.Value` (`magnification`)
    /// and `RotateGesture.Value` (`rotation`), or iOS 13's bare scale and angle. The fingers start
    /// around the view's centre (`startAnchor` `.center`) and stop before they lift (no velocity).
    private func pinchValue(_ gesture: String, _ amount: Double) -> Value {
        switch gesture {
        case "MagnificationGesture": return .double(amount)
        case "RotationGesture": return .swiftUI(.angle(Angle(degrees: amount)))
        case "MagnifyGesture":
            return .instance(Instance(typeName: "MagnifyGesture.Value", fields: [
                ("magnification", .double(amount)), ("velocity", .double(0)), ("startAnchor", .swiftUI(.unitPoint(.center)))]))
        default:
            return .instance(Instance(typeName: "RotateGesture.Value", fields: [
                ("rotation", .swiftUI(.angle(Angle(degrees: amount)))), ("velocity", .swiftUI(.angle(Angle(degrees: 0)))),
                ("startAnchor", .swiftUI(.unitPoint(.center)))]))
        }
    }

    /// `DragGesture.Value` as the callbacks read it. The finger moves at a steady pace and stops
    /// before it lifts (viewlab's model of a drag event), so the predicted end is where it is and the
    /// velocity is zero.
    func dragValue(_ sample: DragSample, at node: Syntax) throws -> Value {
        let zero = Size(width: 0, height: 0)
        let now = try types["Date"].map { try construct($0, [], at: node) } ?? .void
        return .instance(Instance(typeName: "DragGesture.Value", fields: [
            ("time", now),
            ("location", sample.location.interpreted), ("startLocation", sample.startLocation.interpreted),
            ("translation", sample.translation.interpreted), ("velocity", zero.interpreted),
            ("predictedEndLocation", sample.location.interpreted), ("predictedEndTranslation", sample.translation.interpreted),
        ]))
    }
}
