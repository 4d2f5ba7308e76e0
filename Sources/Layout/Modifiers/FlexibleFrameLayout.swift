import ViewlabModel

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (B1556–1638; A435–520). Each axis is independent; p is the proposal, c the child's size.
///
/// - In (B1560): the child is proposed p clamped to [min, max]; with p nil, the ideal if given
///   (B1638, A441), else nil (NIS, ext).
/// - Out (B1562–1564): min and max: clamp(p, min, max); only min: max(min, min(p, c)); only max:
///   min(max, max(p, c)) ("at least the child, at most max", B1564, B1591; with a larger child
///   max wins, spec §8.3); neither: c; p nil: the ideal, else c clamped (NIS, ext).
///
///     Text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity) proposed 300×460:
///     width max(0, min(∞, 300)) = 300, height the child's 17   (B1632)
final class FlexibleFrameLayout: SingleChildModifier, PlacesOnlyChild {
    struct Bounds { var min: Double?, ideal: Double?, max: Double? }
    let width: Bounds, height: Bounds, alignment: Alignment

    init(width: Bounds, height: Bounds, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    private static func inner(_ p: Double?, _ b: Bounds) -> Double? {
        guard var v = p else { return b.ideal }
        if let lo = b.min { v = Swift.max(v, lo) }
        if let hi = b.max { v = Swift.min(v, hi) }
        return v
    }

    private static func outer(_ p: Double?, _ c: Double, _ b: Bounds) -> (Double, Bilingual) {
        let f = formatNumber
        guard let p else {
            if let ideal = b.ideal { return (ideal, Message.frameIdeal.filled([f(ideal)])) }
            var v = c
            if let lo = b.min { v = Swift.max(v, lo) }
            if let hi = b.max { v = Swift.min(v, hi) }
            return (v, v == c ? Message.frameNilChild.filled([f(c)]) : Message.frameNilChildClamped.filled([f(c), f(v)]))
        }
        switch (b.min, b.max) {
        case let (lo?, hi?):
            let v = Swift.max(lo, Swift.min(hi, p))
            return (v, Bilingual(formula: "max(\(f(lo)), min(\(f(hi)), \(f(p)))) = \(f(v))"))
        case let (lo?, nil):
            let v = Swift.max(lo, Swift.min(p, c))
            return (v, Message.frameOnlyMin.filled([f(lo), f(p), f(c), f(v)]))
        case let (nil, hi?):
            let v = Swift.min(hi, Swift.max(p, c))
            return (v, Message.frameOnlyMax.filled([f(hi), f(p), f(c), f(v)]))
        case (nil, nil):
            return (c, Message.frameChildLength.filled([f(c)]))
        }
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.inner(p.width, width), height: Self.inner(p.height, height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let p = inner(proposal)
        let child = try context.size(of: children[0], p,
                                     because: p == proposal ? Message.sameProposal.filled(["\(proposal)"]) : Message.frameClamped.filled([]))
        let (w, wWhy) = Self.outer(proposal.width, child.width, width)
        let (h, hWhy) = Self.outer(proposal.height, child.height, height)
        context.because(Message.frameWidthHeight.filled(with: [wWhy, hWhy]))
        return Size(width: w, height: h)
    }

    func placement(size: Size, proposal: ProposedViewSize, child: LayoutNode, context: LayoutContext) throws -> Placement {
        let p = inner(proposal)
        let dimensions = try context.dimensions(of: child, p)
        let (origin, reason) = try align(dimensions, in: size, alignment, context: context)
        return Placement(child: child, origin: origin, proposal: p, reason: reason)
    }
}
