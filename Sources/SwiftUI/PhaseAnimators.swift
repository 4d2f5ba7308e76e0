import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `.phaseAnimator(phases, trigger:) { content, phase in … } animation: { phase in … }`
/// (environment-animation.md §3.7, TiS L3216–L3240). The view lays out as its content closure
/// builds it for the first phase, where it rests; the update cycle runs the phases when the trigger
/// changes (or loops them without a trigger), and the animation engine tabulates numeric phases.
extension Interpreter {
    func phaseAnimatorModifier(_ r: inout ArgumentReader, on view: ViewValue, at node: Syntax) throws -> Modifier {
        guard case .array(let phases)? = r.take(nil)?.unboxed, !phases.isEmpty else {
            throw error(.phaseAnimatorPhases, at: node)
        }
        let trigger = r.take("trigger")
        guard let content = r.closure("content") else {
            throw error(.phaseAnimatorContent, at: node)
        }
        let animation = r.closure("animation")
        // Number literals take the type the content closure uses them as: the geometry modifiers' CGFloat.
        let phaseType = phases.allSatisfy { if case .int = $0.unboxed { true } else { false } } ? "CGFloat" : self.typeName(of: phases[0])
        let typeName = "_PhaseAnimatorModifier<\(phaseType)>"
        let placeholder = Value.view(.modifierContent(view, modifierTypeName: typeName))
        let rest = try viewValue(of: call(content, [Argument(label: nil, value: placeholder), Argument(label: nil, value: phases[0])],
                                          at: node, asBuilder: true), at: node)
        let entering = try phases.map { phase in
            try animation.map { try transactionAnimation(call($0, [Argument(label: nil, value: phase)], at: node)) } ?? .default
        }
        let numbers = phases.compactMap(toDouble)
        let spec = PhaseAnimation(trigger: trigger.map(watched), phases: phases.map { describe($0.unboxed) },
                                  values: numbers.count == phases.count ? numbers : nil, animations: entering)
        let written = "[" + phases.map { describe($0.unboxed, quoted: true) }.joined(separator: ", ") + "]"
        return Modifier(kind: .custom(body: rest), typeName: typeName, name: "phaseAnimator",
                        arguments: written + (trigger == nil ? "" : ", trigger: …"), action: .phaseAnimator(spec))
    }
}
