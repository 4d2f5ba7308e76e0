import ViewlabModel

/// A modifier that lays out one child (plus, for background and overlay, secondary views placed
/// over it). Explicit guides of the child show through at the child's offset, so an
/// `alignmentGuide` keeps working under `.padding` or `.frame` (B2048–2071).
protocol SingleChildModifier: LayoutAlgorithm {}

extension SingleChildModifier {
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                           context: LayoutContext) throws -> Double? {
        guard let placement = try placeChildren(size: size, proposal: proposal, children: children,
                                                context: context).first else { return nil }
        let child = try context.dimensions(of: placement.child, placement.proposal, because: Message.readsGuide.filled(["\(key)"]))
        guard let value = try child.explicitGuide(key) else { return nil }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }
}

/// Places a child in a box the way a frame does (B1974–1998): the box's guide minus the child's
/// guide, on each axis. A 50×20 child in a 100×100 box at `.center` goes to (50−25, 50−10) =
/// (25, 40); at `.bottomTrailing` to (50, 80).
func align(_ child: Dimensions, in box: Size, _ alignment: Alignment, context: LayoutContext) throws -> (Point, Bilingual) {
    let hBox = try boxGuide(alignment.horizontal, box), vBox = try boxGuide(alignment.vertical, box)
    let hChild = try child.guide(alignment.horizontal), vChild = try child.guide(alignment.vertical)
    let origin = Point(x: hBox - hChild, y: vBox - vChild)
    let reason = context.isTracing
        ? Bilingual(formula: "(\(formatNumber(hBox))−\(formatNumber(hChild)), \(formatNumber(vBox))−\(formatNumber(vChild))) = \(origin) [\(alignment)]")
        : .empty
    return (origin, reason)
}

/// A box's own guide, computed from its size alone (B1976): frames and backgrounds ignore their
/// child's explicit guides for their own side of the arithmetic.
func boxGuide(_ key: AlignmentKey, _ size: Size) throws -> Double {
    if let value = key.builtInDefault(for: size) { return value }
    guard case .custom(let id) = key else { return 0 }
    let dimensions = ViewDimensions(width: size.width, height: size.height) { $0.builtInDefault(for: size) ?? 0 }
    let value = try id.defaultValue(dimensions)
    return value.isFinite ? value : 0
}
