import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// A name that is not a catalogued modifier: SwiftUI's API viewlab lacks, or the learner's mistake.
    func unknownModifier(_ name: String, at node: Syntax) -> Diagnostic {
        SwiftUIAPI.shared.hasMember(name, of: "View") ? unsupportedModifier(name, at: node) : noModifier(name, at: node)
    }

    /// A real modifier viewlab does not run yet, with what to use instead where SwiftUI has a newer form it runs.
    func unsupportedModifier(_ name: String, at node: Syntax) -> Diagnostic {
        error(.unsupportedModifier, name, at: node, notes: SwiftUICatalog.alternatives[name].map { [note(.useInstead, $0)] } ?? [])
    }

    func noModifier(_ name: String, at node: Syntax) -> Diagnostic {
        error(.unknownMember, "some View", name, at: node,
              deferredNotes: didYouMean(name, among: builtinModifierNames + SwiftUIAPI.shared.memberNames(of: "View")))
    }
}
