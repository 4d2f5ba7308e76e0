import ViewlabModel

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (B1642–1699), r = w/h.
///
/// - `.fit` proposes the largest r-rectangle inside the proposal (B1664–1666); `.fill` the
///   smallest one that covers it (B1675).
/// - Without r it first asks the child's ideal size with nil×nil and uses its w/h (B1687, B1693).
/// - It always reports the child's size, which need not have ratio r (B1664, B1699).
/// - With one nil dimension the other decides; ∞ under `.fit` keeps the finite side, any ∞ under
///   `.fill` gives ∞; nil×nil passes through (NIS, spec §2.2 and §7).
///
///     Image("header").resizable().aspectRatio(contentMode: .fit) at 200×200, image 100×30:
///     nil×nil → 100×30; fits 100/30 into 200×200 = 200×60; the image reports 200×60  (B1692–1697)
final class AspectRatioLayout: SingleChildModifier {
    let ratio: Double?, mode: ContentMode

    init(ratio: Double?, mode: ContentMode) { self.ratio = ratio; self.mode = mode }

    /// The ratio and how to print it ("100/30" when measured, "1.33" when given).
    private func resolvedRatio(_ child: LayoutNode, context: LayoutContext) throws -> (Double, String)? {
        if let ratio { return (ratio, formatNumber(ratio)) }
        let ideal = try context.size(of: child, .unspecified, because: Message.aspectAsksIdeal.filled([]))
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return nil }
        return (ideal.width / ideal.height, "\(formatNumber(ideal.width))/\(formatNumber(ideal.height))")
    }

    static func target(_ p: ProposedViewSize, ratio r: Double, mode: ContentMode) -> ProposedViewSize {
        switch (p.width, p.height) {
        case (nil, nil): return p
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if w.isInfinite || h.isInfinite {
                if mode == .fill || (w.isInfinite && h.isInfinite) { return .infinity }
                return w.isInfinite ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
            }
            let wider = h == 0 || w / h > r
            return (wider == (mode == .fit)) ? ProposedViewSize(width: h * r, height: h)
                                            : ProposedViewSize(width: w, height: w / r)
        }
    }

    private func inner(_ p: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> (ProposedViewSize, Bilingual) {
        guard let (r, shown) = try resolvedRatio(children[0], context: context) else {
            return (p, Message.aspectNoRatio.filled([]))
        }
        let target = Self.target(p, ratio: r, mode: mode)
        return (target, (mode == .fit ? Message.aspectFits : Message.aspectFills).filled([shown, "\(p)"]))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let (p, why) = try inner(proposal, children: children, context: context)
        let child = try context.size(of: children[0], p, because: why)
        context.because(Message.aspectChildsSize.filled([]))
        return child
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let (p, _) = try inner(proposal, children: children, context: context)
        return [Placement(child: children[0], origin: .zero, proposal: p, reason: context.isTracing ? Message.sameSize.filled([]) : .empty)]
    }
}
