import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.gesture(g)`, `.simultaneousGesture(g)`, `.highPriorityGesture(g)` with the gestures of the
/// gesture prelude (Preludes/GesturePrelude.swift), composed or not: each becomes a Model `Gesture`
/// whose callbacks run the ones the learner added, with SwiftUI's value for each gesture. Which
/// gesture a touch reaches, and with which values, the Runtime decides (Runtime/Events/GestureRecognizer.swift).
extension Interpreter {
    func gestureModifier(_ name: String, prefix: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        _ = r.take("name")
        let mask = r.take("including")
        let enabled = r.take("isEnabled").map { if case .bool(false) = $0.unboxed { false } else { true } } ?? true
        let value = r.take(nil)?.unboxed
        guard case .instance(let instance)? = value else { throw unsupported(.gesture(type: value.map { typeName(of: $0) } ?? "nothing"), at: node) }
        let gesture = try convertible(instance, at: node).gesture
        let type = if case .string(let s)? = instance.fields["gestureType"] { s } else { instance.typeName }
        let priority: GesturePriority = name == "highPriorityGesture" ? .high : name == "simultaneousGesture" ? .simultaneous : .normal
        // `including: .subviews` or `.none`, and `isEnabled: false`, leave the gesture off (Apple's
        // documentation of `GestureMask`); what a mask does to the subviews' gestures is not modelled.
        let off = !enabled || { if case .implicitMember(let m, nil)? = mask?.unboxed { m == "none" || m == "subviews" } else { false } }()
        return Modifier(kind: off ? .inert : .action(.gesture(gesture, priority)), typeName: prefix + type + ">", name: name,
                        arguments: argumentText(args.filter { if case .function = $0.value { false } else { true } }))
    }

    /// A prelude gesture as the Runtime's `Gesture` (the two gestures of a composition made so in
    /// turn), with what turns its values into the ones its callbacks read.
    private func convertible(_ instance: Instance, at node: Syntax) throws -> (gesture: Gesture, value: (GestureValue) throws -> Value) {
        func closures(_ field: String) -> [Callable] {
            guard case .array(let items)? = instance.fields[field] else { return [] }
            return items.compactMap { if case .function(let f) = $0.unboxed { f } else { nil } }
        }
        func parts() throws -> [(gesture: Gesture, value: (GestureValue) throws -> Value)] {
            try ["first", "second"].map { field in
                guard case .instance(let inner)? = instance.fields[field]?.unboxed else { throw unsupported(.gesture(type: instance.typeName), at: node) }
                return try convertible(inner, at: node)
            }
        }
        func field(_ name: String, _ fallback: Double) -> Double { instance.fields[name].flatMap(number) ?? fallback }
        let name = instance.typeName
        func enumCase(_ label: String, _ values: [Value]) -> Value {
            .enumCase(EnumCase(typeName: name + ".Value", name: label, associated: values.map { TupleElement(label: nil, value: $0) }))
        }
        let kind: Gesture.Kind
        let convert: (GestureValue) throws -> Value
        switch name {
        case "DragGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture":
            kind = switch instance.typeName {
            case "DragGesture": .drag(minimumDistance: field("minimumDistance", 10))
            case "MagnifyGesture", "MagnificationGesture": .magnify
            case "RotateGesture", "RotationGesture": .rotate
            case "TapGesture": .tap(count: Int(field("count", 1)), spatial: false)
            case "SpatialTapGesture": .tap(count: Int(field("count", 1)), spatial: true)
            default: .longPress(minimumDuration: field("minimumDuration", 0.5), maximumDistance: field("maximumDistance", 10))
            }
            convert = { [unowned self] in try self.gestureValue($0, of: instance.typeName, at: node) }
        case "SequenceGesture", "SimultaneousGesture", "ExclusiveGesture":
            let (first, second) = try { let p = try parts(); return (p[0], p[1]) }()
            let part: ((GestureValue) throws -> Value, GestureValue?) throws -> Value = { convert, v in try v.map(convert) ?? .nilValue }
            switch name {
            case "SequenceGesture": kind = .sequenced(first.gesture, second.gesture)
            case "SimultaneousGesture": kind = .simultaneous(first.gesture, second.gesture)
            default: kind = .exclusive(first.gesture, second.gesture)
            }
            convert = { value in
                switch value {
                case .sequenceFirst(let a), .exclusiveFirst(let a): return enumCase("first", [try first.value(a)])
                case .sequenceSecond(let a, let b): return enumCase("second", [try first.value(a), try part(second.value, b)])
                case .exclusiveSecond(let b): return enumCase("second", [try second.value(b)])
                case .simultaneous(let a, let b):
                    return .instance(Instance(typeName: "SimultaneousGesture.Value", fields: [("first", try part(first.value, a)), ("second", try part(second.value, b))]))
                default: return .void
                }
            }
        default: throw unsupported(.gesture(type: instance.typeName), at: node)
        }
        let run: ([Callable], [Value]) throws -> Void = { [unowned self] callbacks, values in
            self.budget.restartClock()
            for f in callbacks { _ = try self.call(f, values.map { Argument(label: nil, value: $0) }, at: node) }
        }
        // `updating` runs before `onChanged`; `@GestureState` goes back to its initial value when the
        // gesture ends (Apple's documentation of `GestureState`).
        let (updating, changed, ended, resets) = (closures("updatingBodies"), closures("changedActions"), closures("endedActions"), closures("resets"))
        let gesture = Gesture(kind: kind, name: name,
                              changedCallbacks: (updating.isEmpty ? [] : ["updating"]) + (changed.isEmpty ? [] : ["onChanged"]),
                              changed: { try run(updating + changed, [try convert($0)]) },
                              endedCallbacks: ended.isEmpty ? [] : ["onEnded"],
                              ended: { try run(ended, [try convert($0)]) },
                              finished: resets.isEmpty ? nil : { _ in try run(resets, []) })
        return (gesture, convert)
    }

    /// The value SwiftUI hands a single gesture's callbacks, as the learner's code reads it:
    /// `DragGesture.Value`, iOS 17's `MagnifyGesture.Value` and `RotateGesture.Value` or iOS 13's
    /// bare scale and angle, a long press's Bool, a spatial tap's location, a tap's `()`.
    private func gestureValue(_ value: GestureValue, of gesture: String, at node: Syntax) throws -> Value {
        switch value {
        case .tap(let location):
            guard let location, gesture != "TapGesture" else { return .void }
            return .instance(Instance(typeName: "SpatialTapGesture.Value", fields: [("location", location.interpreted)]))
        case .press(let pressed): return .bool(pressed)
        case .drag(let sample): return try dragValue(sample, at: node)
        case .magnification(let scale):
            if gesture == "MagnificationGesture" { return .double(scale) }
            return .instance(Instance(typeName: "MagnifyGesture.Value", fields: [
                ("magnification", .double(scale)), ("velocity", .double(0)), ("startAnchor", .swiftUI(.unitPoint(.center)))]))
        case .rotation(let degrees):
            if gesture == "RotationGesture" { return .swiftUI(.angle(Angle(degrees: degrees))) }
            return .instance(Instance(typeName: "RotateGesture.Value", fields: [
                ("rotation", .swiftUI(.angle(Angle(degrees: degrees)))), ("velocity", .swiftUI(.angle(Angle(degrees: 0)))),
                ("startAnchor", .swiftUI(.unitPoint(.center)))]))
        case .sequenceFirst, .sequenceSecond, .simultaneous, .exclusiveFirst, .exclusiveSecond:
            return .void
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

extension Interpreter {
    /// `.contentShape(Rectangle())`, `.contentShape(.interaction, Circle())`: the shape, in the view's
    /// frame, that takes its touches instead of what it draws. The other kinds (`.dragPreview`,
    /// `.contextMenuPreview`, `.hoverEffect`, `.focusEffect`) shape what viewlab does not show.
    func contentShapeModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        let unlabelled = args.filter { $0.label == nil }
        let kinds = unlabelled.count > 1 ? unlabelled.first?.value.unboxed : nil
        let shape = try unlabelled.last.map { try viewValue(of: $0.value, at: node) }
        r.takeAll()
        let typeName = "_ContentShapeModifier<\(shape?.typeName ?? "Rectangle")>"
        var forTouches = true
        if case .implicitMember(let kind, _)? = kinds { forTouches = kind == "interaction" }
        if case .array(let items)? = kinds { forTouches = items.contains { if case .implicitMember("interaction", _) = $0.unboxed { true } else { false } } }
        guard forTouches, case .shape(let value)? = shape else {
            return Modifier(kind: .inert, typeName: typeName, name: name, arguments: argumentText(args))
        }
        return Modifier(kind: .contentShape(value), typeName: typeName, name: name, arguments: argumentText(args))
    }
}
