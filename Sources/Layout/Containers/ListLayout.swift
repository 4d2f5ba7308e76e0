import ViewlabModel

/// A `List` or a `Form`: accepts the proposal (B1894) and proposes its width, less the insets, and
/// `nil` for the height to each row (B1896); the real List estimates its height lazily, viewlab
/// measures every row. Its children are its sections' parts in order (a header, the rows, a
/// footer), laid out as iOS lays out its styles (`ListGeometry`).
final class ListLayout: LayoutAlgorithm {
    /// What a child of the list is.
    enum Part: Equatable {
        case header(section: Int), row(section: Int, ListRowStyle), footer(section: Int)
        var section: Int {
            switch self { case .header(let s), .row(let s, _), .footer(let s): s }
        }
        /// A row's own insets (`.listRowInsets`), else the list's; a header's and a footer's are the list's.
        var insets: EdgeInsets {
            if case .row(_, let style) = self, let insets = style.insets { return insets }
            return ListGeometry.rowInset
        }
    }

    let style: ListStyleKind
    let parts: [Part]
    /// How far the list is scrolled: its rows and cards are that much further up.
    let offset: Double

    init(style: ListStyleKind, parts: [Part], offset: Double = 0) { self.style = style; self.parts = parts; self.offset = offset }

    private func sizes(_ width: Double?, children: [LayoutNode], context: LayoutContext) throws -> [Size] {
        try zip(children, parts).map { child, part in
            let inner = width.map { max(0, $0 - ListGeometry.horizontalInsets(style, part)) }
            return try context.size(of: child, ProposedViewSize(width: inner, height: nil),
                                    because: Message.listRowProposal.filled([]))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let sizes = try sizes(proposal.width, children: children, context: context)
        let width = proposal.width ?? zip(sizes, parts).map { $0.width + ListGeometry.horizontalInsets(style, $1) }.max() ?? 0
        let geometry = ListGeometry(style: style, parts: parts, width: width, sizes: sizes)
        context.because(Message.listAccepts.filled([]))
        return Size(width: width, height: proposal.height ?? geometry.contentHeight)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let sizes = try sizes(size.width, children: children, context: context)
        let geometry = ListGeometry(style: style, parts: parts, width: size.width, sizes: sizes, offset: offset)
        return children.indices.map { i in
            let frame = geometry.frames[i]
            return Placement(child: children[i], origin: frame.origin,
                             proposal: ProposedViewSize(width: max(0, size.width - ListGeometry.horizontalInsets(style, parts[i])), height: nil),
                             reason: context.isTracing ? geometry.reason(i) : .empty)
        }
    }
}

/// Where a list's parts go, and what iOS draws around its rows: each section's card (inset grouped)
/// and the separators between rows. Not in the books: viewlab's model of iOS 17 on an iPhone, its
/// numbers not measured on a device — sections inset 16 points from the list's edges (inset
/// grouped), row content inset 20 points from the card's edges and 6 above and below (so that a Toggle's 31-point switch fits the 44-point row iOS gives it), rows at
/// least 44 points tall (UIKit's standard row height; SwiftUI's `defaultMinListRowHeight`), 35
/// points between grouped sections, headers and footers 7 points from their card.
public struct ListGeometry {
    public static let sectionMargin = 16.0
    public static let rowInset = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    public static let minimumRowHeight = 44.0
    public static let sectionSpacing = 35.0
    public static let headerGap = 7.0
    public static let cornerRadius = 10.0

    /// Each child's frame, in the list's coordinates.
    public private(set) var frames: [Rect] = []
    /// Each row's cell: the row's content with its insets, as wide as the card.
    public private(set) var cells: [Rect?] = []
    /// The cards behind each section's rows (inset grouped and grouped styles).
    public private(set) var cards: [Rect] = []
    /// The separators between the rows of a section, as lines from x to maxX at y.
    public private(set) var separators: [(x: Double, maxX: Double, y: Double)] = []
    /// The rows' own backgrounds (`.listRowBackground`), each filling its cell.
    public private(set) var rowBackgrounds: [(cell: Rect, color: ColorValue)] = []
    public private(set) var contentHeight = 0.0
    /// Where each part goes and why, put into words only for the trace.
    private enum Reason { case header(section: Int), row(section: Int, inset: Double, own: Bool), footer(section: Int) }
    private var reasons: [Reason] = []

    public static func margin(_ style: ListStyleKind) -> Double { style == .insetGrouped || style == .sidebar || style == .inset ? sectionMargin : 0 }

    /// What a part's content loses of the list's width: the section's margins and the row's insets.
    static func horizontalInsets(_ style: ListStyleKind, _ part: ListLayout.Part) -> Double {
        2 * margin(style) + part.insets.leading + part.insets.trailing
    }

    /// `offset`: how far the list is scrolled, which moves everything up and leaves `contentHeight` as it is.
    init(style: ListStyleKind, parts: [ListLayout.Part], width: Double, sizes: [Size], offset: Double = 0) {
        let margin = Self.margin(style)
        var y = -offset
        var section = -1
        var card: Rect?
        var separatorHidden = false
        func closeCard() {
            if let c = card { cards.append(c) }
            card = nil
        }
        for (part, size) in zip(parts, sizes) {
            let inset = part.insets
            let contentX = margin + inset.leading
            if part.section != section {
                closeCard()
                section = part.section
                if style.isGrouped { y += Self.sectionSpacing }
            }
            switch part {
            case .header:
                frames.append(Rect(x: contentX, y: y, width: size.width, height: size.height))
                cells.append(nil)
                reasons.append(.header(section: section))
                y += size.height + Self.headerGap
            case .row(_, let row):
                let height = max(Self.minimumRowHeight, size.height + inset.top + inset.bottom)
                let cell = Rect(x: margin, y: y, width: max(0, width - 2 * margin), height: height)
                // A row that hides its separators hides the one above it and the one below it.
                if card != nil, !separatorHidden, !row.separatorHidden { separators.append((x: contentX, maxX: cell.maxX, y: y)) }
                separatorHidden = row.separatorHidden
                if let color = row.background { rowBackgrounds.append((cell, color)) }
                card = card.map { $0.union(cell) } ?? cell
                cells.append(cell)
                frames.append(Rect(x: contentX, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                reasons.append(.row(section: section, inset: inset.leading, own: row.insets != nil))
                y += height
            case .footer:
                closeCard()
                y += Self.headerGap
                frames.append(Rect(x: contentX, y: y, width: size.width, height: size.height))
                cells.append(nil)
                reasons.append(.footer(section: section))
                y += size.height
            }
        }
        closeCard()
        contentHeight = y + offset + (style.isGrouped && !parts.isEmpty ? Self.sectionSpacing : 0)
    }

    func reason(_ i: Int) -> Bilingual {
        let y = formatNumber(frames[i].minY), gap = formatNumber(Self.headerGap)
        return switch reasons[i] {
        case .header(let section): Message.listHeader.filled(["\(section + 1)", gap, y])
        case .row(let section, let inset, let own):
            (own ? Message.listRowOwnInsets : Message.listRow).filled(["\(section + 1)", formatNumber(inset), formatNumber(Self.minimumRowHeight), y])
        case .footer(let section): Message.listFooter.filled(["\(section + 1)", gap, y])
        }
    }
}
