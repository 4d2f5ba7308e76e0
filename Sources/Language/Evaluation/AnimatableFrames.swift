import SwiftSyntax

/// What SwiftUI does with a learner's `Animatable` value during an animation
/// (environment-animation.md §3.2, "Re-running bodies"; issue 6 item 3): it keeps the value of the
/// *new* state, sets its `animatableData` to the interpolated value on every frame, and runs its
/// body again. A type that declares no `animatableData` gets `EmptyAnimatableData`: there is
/// nothing to interpolate, its body only ever sees the end state, and nothing warns (the
/// book's silent no-motion bug, spec L3011).
///
/// Hand one to `Interpreter.animatableFrames` while building a view: it records every
/// `Animatable` value met, in build order, and, when `overrides` is set, writes the i-th
/// override into the i-th value (through its setter, so a setter's `print` runs once per frame).
public final class AnimatableFrames {
    /// An `Animatable` value met while building a view.
    public struct Sample: Sendable, Equatable {
        public var typeName: String
        /// Its `animatableData`'s components: one for a number, one per element for an array of numbers
        /// (Pro SwiftUI D13's `[Double]`); nil when the type declares none (EmptyAnimatableData).
        public var data: [Double]?
    }

    public private(set) var samples: [Sample] = []
    /// Per sample, the `animatableData` to write before the body runs (nil: leave it).
    public var overrides: [[Double]?]?

    public init(overrides: [[Double]?]? = nil) { self.overrides = overrides }

    package func append(_ sample: Sample) { samples.append(sample) }
}

extension Interpreter {
    /// The value whose body is about to run, with this frame's `animatableData` written into it.
    /// Called for `View`s and `ViewModifier`s that conform to `Animatable`, and for `Shape`s.
    package func animatableFrame(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        // A `Shape` is `Animatable` (Apple's documentation): its `path(in:)` draws the frame's data.
        guard let frames = animatableFrames, case .instance(var instance) = value.unboxed, let type = types[instance.typeName],
              type.conforms(to: "Animatable") || type.conforms(to: "AnimatableModifier") || type.conforms(to: "Shape") else { return value }
        let stored = type.stored.contains { $0.name == "animatableData" }
        let computed = type.computed["animatableData"]
        guard stored || computed != nil else {
            frames.append(.init(typeName: instance.typeName, data: nil))
            return value
        }
        var current = Value.instance(instance)
        if let overrides = frames.overrides, frames.samples.count < overrides.count, let data = overrides[frames.samples.count] {
            // Written back in the shape it has: a number, an array of numbers, an AnimatablePair.
            var rest = data[...]
            let value = rebuilt(try member(of: current, "animatableData", at: node, selfRef: nil, hint: .none).unboxed, from: &rest)
            if stored {
                instance.set("animatableData", value)
                current = .instance(instance)
            } else if let computed, let setter = computed.setter {
                let selfRef = Ref(current)
                try runSetter(setter, parameter: computed.setterParameter, value: value, selfRef: selfRef, type: instance.typeName, at: node)
                current = selfRef.value
            }
        }
        let data = components(of: try member(of: current, "animatableData", at: node, selfRef: nil, hint: .none).unboxed)
        frames.append(.init(typeName: instance.typeName, data: data))
        return current
    }

    /// A number's one component, an array's elements', an `AnimatablePair`'s first's then second's;
    /// nil for anything else (it is not `VectorArithmetic`).
    private func components(of value: Value) -> [Double]? {
        if let n = number(value) { return [n] }
        switch value {
        case .array(let items):
            let parts = items.map { components(of: $0.unboxed) }
            return parts.contains { $0 == nil } ? nil : parts.flatMap { $0! }
        case .instance(let pair) where pair.typeName == "AnimatablePair":
            guard let a = pair.fields["first"].flatMap({ components(of: $0.unboxed) }),
                  let b = pair.fields["second"].flatMap({ components(of: $0.unboxed) }) else { return nil }
            return a + b
        default: return nil
        }
    }

    /// `held` with its components taken, in order, from `rest`.
    private func rebuilt(_ held: Value, from rest: inout ArraySlice<Double>) -> Value {
        switch held {
        case .array(let items): return .array(items.map { rebuilt($0.unboxed, from: &rest) })
        case .instance(var pair) where pair.typeName == "AnimatablePair":
            for name in ["first", "second"] { pair.set(name, rebuilt(pair.fields[name]?.unboxed ?? .double(0), from: &rest)) }
            return .instance(pair)
        default: return .double(rest.popFirst() ?? 0)
        }
    }
}
