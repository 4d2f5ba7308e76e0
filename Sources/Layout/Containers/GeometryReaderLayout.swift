import ViewlabModel

/// GeometryReader (B1873–1890): accepts the proposal (nil becomes 10, NIS), builds its content
/// from the size it got, proposes that size to the content and places it top-leading, with no
/// alignment parameter (B1888).
///
///     GeometryReader { p in Text("\(p.size)") } at 320×480: 320×480, the text @(0, 0)
final class GeometryReaderLayout: LayoutAlgorithm {
    let reader: GeometryReaderValue
    let build: (ViewValue) -> [LayoutNode]
    private var contents: [(GeometryProxyValue, [LayoutNode])] = []
    /// The proxy of the last placement, which the update cycle builds the content for.
    private(set) var placedProxy: GeometryProxyValue?

    init(reader: GeometryReaderValue, build: @escaping (ViewValue) -> [LayoutNode]) {
        self.reader = reader; self.build = build
    }

    var buildsChildren: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        context.because(Message.readerAccepts.filled([]))
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let proxy = GeometryProxyValue(size: size, globalOrigin: context.placingOrigin, namedOrigins: context.namedSpaces,
                                       anchorFrames: context.anchorFrames, globalTransform: context.placingTransform,
                                       namedTransforms: context.namedTransforms)
        placedProxy = proxy
        let content: [LayoutNode]
        if let cached = contents.first(where: { $0.0 == proxy })?.1 {
            content = cached
        } else {
            let view: ViewValue
            if let placed = reader.placed, placed.proxy == proxy { view = placed.content }
            else if context.options.buildsReaderContent { view = try reader.makeContent(proxy) }
            else { view = .empty }
            content = build(view)
            contents.append((proxy, content))
        }
        return try content.map { child in
            _ = try context.size(of: child, ProposedViewSize(size), because: Message.readersSize.filled([]))
            return Placement(child: child, origin: .zero, proposal: ProposedViewSize(size),
                             reason: context.isTracing ? Message.readerPlaced.filled([]) : .empty)
        }
    }

    func clearCache() { contents.removeAll() }
}
