import ViewlabModel

/// `.visualEffect`: lays out as its content; where it is placed, the learner's closure gets its
/// geometry (its size, and its frame in the window) and the effects it returns move the drawing:
/// `offset`, `scaleEffect`, `rotationEffect` and `rotation3DEffect` are drawn; others it returns
/// (opacity, blur, colour filters) are not drawn yet (KNOWN-GAPS.md).
final class VisualEffectLayout: SingleChildModifier {
    let effect: VisualEffect
    init(_ effect: VisualEffect) { self.effect = effect }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let size = try context.size(of: children[0], proposal, because: Message.passesProposalOn.filled([]))
        context.because(Message.visualEffectReports.filled([]))
        return size
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> [Placement] {
        [Placement(child: children[0], origin: .zero, proposal: proposal, reason: context.isTracing ? Message.sameFrame.filled([]) : .empty)]
    }

    var mayMoveDrawing: Bool { true }

    func drawingTransform(frame: Rect, context: LayoutContext) throws -> ViewTransform? {
        let proxy = GeometryProxyValue(size: frame.size, globalOrigin: frame.origin, namedOrigins: context.namedSpaces,
                                       anchorFrames: context.anchorFrames, globalTransform: context.placingTransform,
                                       namedTransforms: context.namedTransforms)
        var modifiers: [ModifierKind] = []
        var view = try effect.apply(proxy)
        while case .modified(let inner, let modifier) = view {
            modifiers.append(modifier.kind)
            view = inner
        }
        // Outermost first, as nested effect nodes concatenate when placed.
        let transform = modifiers.compactMap(RenderEffect.init).reduce(ViewTransform.identity) { $0.concatenating($1.transform(for: frame)) }
        return transform == .identity ? nil : transform
    }
}
