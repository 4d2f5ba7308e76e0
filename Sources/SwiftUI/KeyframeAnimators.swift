import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.keyframeAnimator(initialValue:trigger:content:keyframes:)` (environment-animation.md §3.8, TiS
/// L3242–L3345) and the keyframes it is built from: `KeyframeTrack(\.scale) { LinearKeyframe(1.2,
/// duration: 0.1); SpringKeyframe(1, duration: 0.3) }`, or the keyframes alone for a number. The
/// view lays out at the initial value; a trigger change plays the tracks (`repeating: true` plays
/// them over and over from the view's appearance), which the animation engine tabulates.
extension Interpreter {
    func keyframeAnimatorModifier(_ r: inout ArgumentReader, on view: ViewValue, at node: Syntax) throws -> Modifier {
        let animator = try keyframeAnimator(&r, at: node)
        let typeName = "_KeyframeAnimatorModifier<\(animator.valueType)>"
        let placeholder = Value.view(.modifierContent(view, modifierTypeName: typeName))
        let rest = try viewValue(of: call(animator.content, [Argument(label: nil, value: placeholder), Argument(label: nil, value: animator.initial)],
                                          at: node, asBuilder: true), at: node)
        return Modifier(kind: .custom(body: rest), typeName: typeName, name: "keyframeAnimator", arguments: animator.arguments,
                        action: .keyframeAnimator(animator.animation))
    }

    /// The `KeyframeAnimator` view (TiS L3337): the content built at the initial value, which a
    /// trigger change animates as the modifier's does. Its type's keyframes parameter is SwiftUI's
    /// opaque `Keyframes` (not verified).
    func keyframeAnimatorView(_ r: inout ArgumentReader, at node: Syntax) throws -> ViewValue {
        let animator = try keyframeAnimator(&r, at: node)
        let content = try viewValue(of: call(animator.content, [Argument(label: nil, value: animator.initial)], at: node, asBuilder: true), at: node)
        let typeName = "KeyframeAnimator<\(animator.valueType), Keyframes, \(content.typeName)>"
        return .modified(content, Modifier(kind: .action(.keyframeAnimator(animator.animation)), typeName: typeName,
                                           name: "KeyframeAnimator", arguments: animator.arguments))
    }

    /// What the modifier and the view share: the initial value, the trigger, the content closure
    /// and the tracks the keyframes closure builds.
    private func keyframeAnimator(_ r: inout ArgumentReader, at node: Syntax)
        throws -> (initial: Value, valueType: String, content: Callable, animation: KeyframeAnimation, arguments: String) {
        guard let initial = r.take("initialValue") else {
            throw error(.keyframeAnimatorInitialValue, at: node)
        }
        let trigger = r.take("trigger")
        let repeats = r.take("repeating").map { if case .bool(true) = $0.unboxed { true } else { false } } ?? false
        guard let content = r.closure("content"), let keyframes = r.closure("keyframes") else {
            throw error(.keyframeAnimatorClosures, at: node)
        }
        // A number literal takes the type the content closure uses it as: the geometry modifiers' CGFloat.
        let valueType = if case .int = initial.unboxed { "CGFloat" } else { self.typeName(of: initial.unboxed) }
        let built = try collectingCall(keyframes, [Argument(label: nil, value: initial)], at: node)
        let tracks = try keyframeTracks(built, initial: initial.unboxed, at: node)
        let arguments = "initialValue: \(describe(initial.unboxed, quoted: true))" + (trigger == nil ? "" : ", trigger: …")
            + (repeats ? ", repeating: true" : "")
        return (initial, valueType, content, KeyframeAnimation(trigger: trigger.map(watched), tracks: tracks, repeats: repeats), arguments)
    }

    /// The tracks a keyframes closure built: `KeyframeTrack` values, or bare keyframes for a number.
    private func keyframeTracks(_ built: [Value], initial: Value, at node: Syntax) throws -> [KeyframeAnimation.Track] {
        if built.allSatisfy({ keyframeStep($0) != nil }), let start = keyframeNumber(initial) {
            return [KeyframeAnimation.Track(name: "value", initial: start, keyframes: built.compactMap(keyframeStep))]
        }
        return try built.map { track in
            guard case .instance(let i) = track, i.typeName == "KeyframeTrack", case .array(let steps)? = i.fields["keyframes"] else {
                throw error(.keyframesContent, at: node)
            }
            var start = initial
            var name = "value"
            if case .keyPath(let path)? = i.fields["path"], !path.isEmpty {
                name = path.joined(separator: ".")
                for component in path where component != "self" { start = try member(of: start, component, at: node, selfRef: nil, hint: .none) }
            }
            guard let number = keyframeNumber(start) else {
                throw unsupported(.nonNumericKeyframes(type: typeName(of: start.unboxed)), at: node)
            }
            return KeyframeAnimation.Track(name: name, initial: number, keyframes: steps.compactMap(keyframeStep))
        }
    }

    /// A keyframe's value as the tables show it: a number, or an `Angle` in degrees (TiS L3298's
    /// `rotation: Angle` track; Angle is Animatable, its data the radians).
    private func keyframeNumber(_ value: Value) -> Double? {
        toDouble(value) ?? toAngle(value).map(\.degrees)
    }

    /// `LinearKeyframe(v, duration:)` and its kin, built by `constructKeyframe`.
    private func keyframeStep(_ value: Value) -> KeyframeStep? {
        guard case .instance(let i) = value.unboxed, let kind = KeyframeStep.Kind(rawValue: i.typeName.dropLast("Keyframe".count).lowercased()),
              i.typeName.hasSuffix("Keyframe"), let to = i.fields["to"].flatMap(keyframeNumber), let duration = i.fields["duration"].flatMap(toDouble)
        else { return nil }
        func spelling(_ field: String) -> String? { if case .string(let s)? = i.fields[field] { s } else { nil } }
        return KeyframeStep(kind: kind, value: to, duration: duration, spring: spelling("spring"), timingCurve: spelling("timingCurve"))
    }

    /// The spellings of a spring and a timing curve the animation engine reads (KeyframeSpellings.swift).
    private static let springSpellings = [".smooth", ".snappy", ".bouncy", "Spring(", ".init("]
    private static let curveSpellings = [".linear", ".easeIn", ".easeOut", ".easeInOut"]

    /// `KeyframeTrack(\.scale) { … }`, `LinearKeyframe(1.2, duration: 0.1, timingCurve: .easeIn)`,
    /// `CubicKeyframe`, `SpringKeyframe(1, duration: 0.3, spring: .bouncy)`, `MoveKeyframe(v)`. The
    /// spring and the timing curve are kept as written, for the animation engine to read.
    func constructKeyframe(_ name: String, _ args: [Argument], at node: Syntax) throws -> Value? {
        switch name {
        case "KeyframeTrack":
            let path = args.first { $0.label == nil && !$0.isTrailingClosure }?.value.unboxed ?? .keyPath([])
            guard let content = args.last, case .function(let f) = content.value else {
                throw error(.keyframeTrackClosure, at: node)
            }
            return .instance(Instance(typeName: "KeyframeTrack", fields: [("path", path), ("keyframes", .array(try collectingCall(f, [], at: node)))]))
        case "LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe":
            guard let to = args.first(where: { $0.label == nil })?.value.unboxed, keyframeNumber(to) != nil else {
                throw error(.keyframeValue, name, name == "MoveKeyframe" ? "" : ", duration: 0.1", at: node)
            }
            let duration = args.first { $0.label == "duration" }?.value.unboxed ?? .double(0)
            var fields: [(String, Value)] = [("to", to), ("duration", duration)]
            for (label, known) in [("spring", Self.springSpellings), ("timingCurve", Self.curveSpellings)] {
                guard let argument = args.first(where: { $0.label == label }) else { continue }
                let written = argument.syntax?.trimmedDescription ?? ""
                let bare = written.replacingOccurrences(of: "UnitCurve.", with: ".")
                guard label == "spring" ? known.contains(where: written.hasPrefix) : known.contains(bare) else {
                    throw unsupported(.keyframeArgument(keyframe: name, label: label, written: written), at: argument.syntax ?? node)
                }
                fields.append((label, .string(written)))
            }
            return .instance(Instance(typeName: name, fields: fields))
        case "Spring":
            // Only a keyframe reads a spring, by its spelling; the value stands for it.
            let labels = args.map { $0.label ?? "_" }
            guard [["duration", "bounce"], ["duration"], ["bounce"], [], ["response", "dampingRatio"], ["mass", "stiffness", "damping"],
                   ["stiffness", "damping"]].contains(labels) else {
                throw error(.springArguments, at: node)
            }
            return .instance(Instance(typeName: "Spring", fields: args.map { ($0.label ?? "_", $0.value) }))
        default:
            return nil
        }
    }
}
