import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// The transition a learner's expression describes: `.slide`, `AnyTransition.move(edge: .top)`,
    /// `.scale(scale: 0.5)`, `.asymmetric(insertion:removal:)`, `.a.combined(with: .b)`,
    /// `.modifier(active:identity:)`, `.push(from:)`, `.offset(x:y:)` (environment-animation.md §3.6).
    /// nil for a value that is not one viewlab models.
    func toTransition(_ v: Value) -> TransitionSpec? {
        switch v.unboxed {
        case .swiftUI(.transition(let t, _, _)): t
        case .implicitMember(let name, nil) where types["AnyTransition"]?.hasStatic(name) == true: learnerTransition(name).flatMap(toTransition)
        case .implicitMember(let name, let args) where types["Transition"]?.hasStatic(name) == true:
            conformingTransition(name, args).flatMap(toTransition)
        case .instance(let i) where types[i.typeName]?.conforms(to: "Transition") == true:
            // iOS 17's `Transition` (TiS L3170–3193): its body at `.willAppear` to its body at `.identity`.
            .custom(describe(v.unboxed), active: transitionEffects(of: v, phase: "willAppear"), identity: transitionEffects(of: v, phase: "identity"))
        case .implicitMember(let name, let args): transition(named: name, args)
        default: nil
        }
    }


    /// The identity modifier of a `.modifier(active:identity:)` transition: the view it inserts stays
    /// under it, so its body runs (and its `onAppear`, Pro SwiftUI's confetti, L1395–1640).
    func transitionIdentity(_ v: Value) -> Value? {
        switch v.unboxed {
        case .swiftUI(.transition(_, _, let identity)): identity
        case .implicitMember("modifier", let args?): args.first { $0.label == "identity" }?.value
        case .implicitMember(let name, nil) where types["AnyTransition"]?.hasStatic(name) == true: learnerTransition(name).flatMap(transitionIdentity)
        default: nil
        }
    }

    /// A transition value as written, with a `Transition` made by a learner's static resolved.
    func transitionValue(_ v: Value) -> Value {
        if case .implicitMember(let name, let args) = v.unboxed, types["Transition"]?.hasStatic(name) == true { return conformingTransition(name, args) ?? v }
        return v
    }

    /// A `Transition` a learner's constrained extension makes (`extension Transition where Self ==
    /// BlurTransition { static func blur(radius:) … }`).
    func conformingTransition(_ name: String, _ args: [Argument]?) -> Value? {
        if let args { return try? callStaticEvaluated("Transition", name, args, at: currentNode) }
        return (try? staticMember(of: "Transition", name, at: currentNode, hint: .none, allowMissing: true)) ?? nil
    }

    /// The view a `Transition` of the learner's shows at rest: its body at `.identity`.
    func transitionAtRest(_ transition: Value, content: ViewValue) throws -> ViewValue? {
        guard case .instance(let i) = transition.unboxed, types[i.typeName]?.conforms(to: "Transition") == true else { return nil }
        return try transitionBody(transition, content: content, phase: "identity")
    }

    /// A transition modifier's `body(content:)`, or a `Transition`'s `body(content:phase:)` in a
    /// phase, on `content`; nil for a value with no body.
    private func transitionBody(_ value: Value, content: ViewValue, phase: String?) throws -> ViewValue? {
        guard case .instance(let i) = value.unboxed, let body = types[i.typeName]?.methods["body"]?.first else { return nil }
        let phaseArgument = phase.map { [Argument(label: "phase", value: .enumCase(EnumCase(typeName: "TransitionPhase", name: $0, associated: [])))] } ?? []
        let result = try call(body, [Argument(label: "content", value: .view(.modifierContent(content, modifierTypeName: i.typeName)))] + phaseArgument,
                              at: currentNode, selfRef: Ref(value.unboxed), selfType: i.typeName)
        return try viewValue(of: result, at: currentNode)
    }

    /// A transition the learner declared (`extension AnyTransition { static var myOpacity: AnyTransition { … } }`).
    private func learnerTransition(_ name: String) -> Value? {
        (try? staticMember(of: "AnyTransition", name, at: currentNode, hint: .none, allowMissing: true)) ?? nil
    }

    /// `AnyTransition.name` or `.name(args)`.
    func transition(named name: String, _ args: [Argument]?) -> TransitionSpec? {
        func argument(_ label: String) -> Value? { args?.first { $0.label == label }?.value }
        switch (name, args) {
        case ("opacity", nil): return .opacity
        case ("identity", nil): return .identity
        case ("slide", nil): return .slide
        // The property `.scale` shrinks to nothing; `.scale(scale:anchor:)` to a factor, about the
        // centre (an anchor is not modelled).
        case ("scale", nil): return .scale(0)
        case ("scale", _?): return argument("scale").flatMap(toDouble).map { .scale($0) }
        case ("move", _?), ("push", _?):
            guard case .implicitMember(let edge, nil)? = argument(name == "move" ? "edge" : "from")?.unboxed else { return nil }
            return TransitionSpec.Edge(rawValue: edge).map { name == "move" ? .move($0) : .push($0) }
        case ("offset", _?):
            let x = argument("x").flatMap(toDouble), y = argument("y").flatMap(toDouble)
            guard x != nil || y != nil else { return nil }
            return .offset(x: x ?? 0, y: y ?? 0)
        case ("asymmetric", _?):
            guard let insertion = argument("insertion").flatMap(toTransition),
                  let removal = argument("removal").flatMap(toTransition) else { return nil }
            return .asymmetric(insertion: insertion, removal: removal)
        case ("modifier", let args?):
            let effects = ["active", "identity"].map { label in args.first { $0.label == label }.map { transitionEffects(of: $0.value) } ?? TransitionEffects() }
            return .custom(".modifier(\(argumentText(args)))", active: effects[0], identity: effects[1])
        default:
            return nil
        }
    }

    /// `t.combined(with: u)`; `t.animation(a)` keeps `t` (the attached animation is not modelled).
    func transitionMethod(_ t: TransitionSpec, _ name: String, _ args: [Argument]) -> Value? {
        switch name {
        case "combined":
            guard let other = args.first.flatMap({ toTransition($0.value) }) else { return nil }
            return .swiftUI(.transition(.combined(t, other)))
        case "animation": return .swiftUI(.transition(t))
        default: return nil
        }
    }

    /// The opacity, offset and scale a transition modifier's body applies to its content: the body
    /// run on a placeholder, its modifiers read down to the content. A body that fails draws nothing
    /// different (the identity's effects).
    private func transitionEffects(of modifier: Value, phase: String? = nil) -> TransitionEffects {
        var effects = TransitionEffects()
        // A probe, not a frame SwiftUI draws: what the body prints is not printed.
        let probe = withContext({ $0.output = { _ in } }) { try? transitionBody(modifier, content: .empty, phase: phase) }
        guard var view = probe else { return effects }
        while case .modified(let content, let m) = view {
            switch m.kind {
            case .offset(let x, let y): effects.x += x; effects.y += y
            case .scaleEffect(let x, _, _): effects.scale *= x
            default: if case .opacity(let o)? = m.drawingEffect { effects.opacity *= o }
            }
            view = content
        }
        return effects
    }
}
