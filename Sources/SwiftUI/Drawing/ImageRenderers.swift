import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// The size `ImageRenderer` draws its view at: the view laid out in the renderer's proposal,
    /// unspecified by default, so a view gets its ideal size (Apple's documentation of
    /// `ImageRenderer.proposedSize`). A 400×400 view gives a 400×400-point image, whose pixels are
    /// that times the renderer's scale (Pro SwiftUI G32, L3749–3753).
    func renderedSize(_ args: [Argument]) throws -> Value {
        guard args.count == 2, let measure = measureView else { return Size(width: 0, height: 0).interpreted }
        let view = try viewValue(of: args[0].value, at: callSite(args))
        let proposal = ProposedViewSize(interpreted: args[1].value) ?? .unspecified
        return try measure(view, proposal).interpreted
    }
}
