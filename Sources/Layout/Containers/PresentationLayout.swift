import ViewlabModel

/// A presentation modifier (`.sheet`, `.alert`, …): the presenting view is laid out as if nothing
/// were above it, and while something is presented, its layer — a sheet, a cover, an alert's or
/// a dialog's card — is laid out in the window, over everything (a presentation is a view
/// controller of its own above the presenter's, so no ancestor's frame, offset or clip applies).
final class PresentationLayout: LayoutAlgorithm {
    let window: RelativeContainer

    init(window: RelativeContainer) { self.window = window }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let size = try context.size(of: children[0], proposal)
        context.because(Message.presentingSize.filled([]))
        return size
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        var placements = [Placement(child: children[0], origin: .zero, proposal: proposal,
                                    reason: context.isTracing ? Message.presentingPlaced.filled([]) : .empty)]
        guard children.count > 1, let layer = children[1].algorithm as? PresentedLayerLayout else { return placements }
        // The window is the root's proposal, which the root is centred in from (0, 0) of the root's space.
        let area = Size(width: window.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                        height: window.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
        let windowProposal = ProposedViewSize(width: area.width, height: area.height)
        let card = try context.size(of: children[1], windowProposal, because: Message.presentedWindow.filled(["\(formatNumber(area.width))×\(formatNumber(area.height))"]))
        let inWindow = layer.origin(of: card, in: area)
        let origin = Point(x: inWindow.x - context.placingOrigin.x, y: inWindow.y - context.placingOrigin.y)
        placements.append(Placement(child: children[1], origin: origin, proposal: windowProposal,
                                    reason: context.isTracing ? layer.whereReason(window: area.height) + Message.presentedAt.filled(["(\(formatNumber(inWindow.x)), \(formatNumber(inWindow.y)))"]) : .empty))
        return placements
    }
}

/// What is presented, laid out as iOS lays it out on an iPhone in portrait (not in the books, which
/// do not present; viewlab's model of UIKit's sheets and alert controller, its sizes not measured
/// on a device):
/// - a sheet (and a popover or an inspector, which iOS shows as a sheet in a compact width) rests
///   at its smallest detent (UISheetPresentationController shows the smallest when none is
///   selected): `.large` leaves 10 points of the window above it, `.medium` is half the window,
///   `.fraction(f)` and `.height(h)` as they say; its content is centred in it;
/// - a full-screen cover takes the whole window;
/// - an alert is a card 270 points wide in the window's centre: its title (headline) and message
///   (footnote) centred, 20 points above and below them and 16 at the sides, then its buttons in
///   rows 44 points tall, side by side when there are two (the cancel button leading), else one
///   above another (the cancel button last);
/// - a confirmation dialog is an action sheet at the window's bottom, 8 points in from the edges:
///   its title and message (when `titleVisibility: .visible`), its buttons in rows 57 points
///   tall, and its cancel button in a card of its own 8 points below.
final class PresentedLayerLayout: LayoutAlgorithm {
    enum Kind: Equatable {
        /// A sheet with the detents it may rest at, with or without its grabber.
        case sheet([PresentationDetent], grabber: Bool, cornerRadius: Double)
        case cover
        /// The parts, in child order.
        case alert([Part])
        case dialog([Part])
    }
    enum Part: Equatable { case title, message, button, cancelButton }

    static let largeSheetGap = 10.0
    static let sheetCornerRadius = 10.0
    static let alertWidth = 270.0
    static let alertPadding = (top: 20.0, side: 16.0, gap: 4.0)
    static let alertRow = 44.0
    static let alertCornerRadius = 14.0
    static let dialogMargin = 8.0
    static let dialogRow = 57.0
    static let dialogPadding = (vertical: 14.0, side: 16.0)
    static let dialogCornerRadius = 13.0

    let kind: Kind
    let style: Presentation.Style
    /// How it was drawn when last placed.
    private(set) var chrome: PresentedChrome?

    init(kind: Kind, style: Presentation.Style) { self.kind = kind; self.style = style }

    /// How the layer's card sits in a window of `area`.
    func origin(of card: Size, in area: Size) -> Point {
        switch kind {
        case .sheet: Point(x: (area.width - card.width) / 2, y: area.height - card.height)
        case .cover: .zero
        case .alert: Point(x: (area.width - card.width) / 2, y: (area.height - card.height) / 2)
        case .dialog: Point(x: Self.dialogMargin, y: area.height - Self.dialogMargin - card.height)
        }
    }

    func whereReason(window height: Double) -> Bilingual {
        switch kind {
        case .sheet(let detents, _, _): Message.sheetWhere.filled([Self.name(Self.smallest(detents, window: height))])
        case .cover: Message.coverWhere.filled([])
        case .alert: Message.alertWhere.filled([])
        case .dialog: Message.dialogWhere.filled([formatNumber(Self.dialogMargin)])
        }
    }

    static func name(_ detent: PresentationDetent) -> String {
        switch detent {
        case .large: "large"
        case .medium: "medium"
        case .fraction(let f): "fraction(\(formatNumber(f)))"
        case .height(let h): "height(\(formatNumber(h)))"
        }
    }

    /// The detent a sheet first rests at: its smallest (UISheetPresentationController's
    /// `selectedDetentIdentifier` documentation: nil shows the smallest).
    static func smallest(_ detents: [PresentationDetent], window height: Double) -> PresentationDetent {
        detents.min { sheetHeight($0, window: height) < sheetHeight($1, window: height) } ?? .large
    }

    /// The sheet's height in a window `height` tall, never more than a large sheet's.
    static func sheetHeight(_ detent: PresentationDetent, window height: Double) -> Double {
        let large = max(0, height - largeSheetGap)
        return switch detent {
        case .large: large
        case .medium: height / 2
        case .fraction(let f): min(large, max(0, f) * height)
        case .height(let h): min(large, max(0, h))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let width = proposal.width ?? 0, height = proposal.height ?? 0
        switch kind {
        case .sheet(let detents, _, _):
            let detent = Self.smallest(detents, window: height)
            let h = Self.sheetHeight(detent, window: height)
            context.because(Message.sheetReports.filled([formatNumber(h), Self.name(detent)]))
            return Size(width: width, height: h)
        case .cover:
            context.because(Message.coverReports.filled([]))
            return Size(width: width, height: height)
        case .alert(let parts), .dialog(let parts):
            return try cardRows(parts, children: children, window: Size(width: width, height: height), context: context).size
        }
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        switch kind {
        case .sheet(_, let grabber, let radius):
            chrome = PresentedChrome(look: .sheet, cards: [Rect(origin: .zero, size: size)], cornerRadius: radius, separators: [], grabber: grabber)
        case .cover:
            chrome = PresentedChrome(look: .cover, cards: [Rect(origin: .zero, size: size)], cornerRadius: 0, separators: [], grabber: false)
        case .alert, .dialog: break
        }
        switch kind {
        case .sheet, .cover:
            guard let content = children.first else { return [] }
            let p = ProposedViewSize(width: size.width, height: size.height)
            let s = try context.size(of: content, p, because: (style == .fullScreenCover ? Message.coverSize : Message.sheetSize).filled([]))
            return [Placement(child: content, origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: p,
                              reason: context.isTracing ? (style == .fullScreenCover ? Message.coverContentPlaced : Message.sheetContentPlaced).filled([]) : .empty)]
        case .alert(let parts), .dialog(let parts):
            let window = Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
            let rows = try cardRows(parts, children: children, window: window, context: context)
            chrome = rows.chrome
            return rows.placements
        }
    }

    /// The rows of an alert's or a dialog's card: each child's cell (its text's area, or a button's
    /// row), the child centred in it; and the cards and the lines between rows, for drawing.
    private func cardRows(_ parts: [Part], children: [LayoutNode], window: Size,
                          context: LayoutContext) throws -> (size: Size, placements: [Placement], chrome: PresentedChrome) {
        let isAlert = if case .alert = kind { true } else { false }
        let width = isAlert ? Self.alertWidth : max(0, window.width - 2 * Self.dialogMargin)
        let side = isAlert ? Self.alertPadding.side : Self.dialogPadding.side
        let row = isAlert ? Self.alertRow : Self.dialogRow
        let textProposal = ProposedViewSize(width: max(0, width - 2 * side), height: nil)
        var cells: [(index: Int, cell: Rect, proposal: ProposedViewSize)] = []
        var lines: [(Point, Point)] = []
        var y = 0.0
        let texts = parts.indices.filter { parts[$0] == .title || parts[$0] == .message }
        if !texts.isEmpty {
            y += isAlert ? Self.alertPadding.top : Self.dialogPadding.vertical
            for (n, i) in texts.enumerated() {
                if n > 0 { y += Self.alertPadding.gap }
                let s = try context.size(of: children[i], textProposal, because: Message.cardTextProposal.filled([]))
                cells.append((i, Rect(x: side, y: y, width: width - 2 * side, height: s.height), textProposal))
                y += s.height
            }
            y += isAlert ? Self.alertPadding.top : Self.dialogPadding.vertical
        }
        let buttons = parts.indices.filter { parts[$0] == .button }
        let cancel = parts.indices.filter { parts[$0] == .cancelButton }
        let buttonProposal = ProposedViewSize(width: nil, height: nil)
        func rule(at y: Double) { if y > 0 { lines.append((Point(x: 0, y: y), Point(x: width, y: y))) } }
        if isAlert && buttons.count + cancel.count == 2 {
            // Two buttons share one row, the cancel button leading (UIAlertController's order).
            rule(at: y)
            lines.append((Point(x: width / 2, y: y), Point(x: width / 2, y: y + row)))
            for (n, i) in (cancel + buttons).enumerated() {
                cells.append((i, Rect(x: Double(n) * width / 2, y: y, width: width / 2, height: row), buttonProposal))
            }
            y += row
        } else {
            for i in buttons + (isAlert ? cancel : []) {
                rule(at: y)
                cells.append((i, Rect(x: 0, y: y, width: width, height: row), buttonProposal))
                y += row
            }
        }
        var cards = [Rect(x: 0, y: 0, width: width, height: y)]
        // A dialog's cancel button is a card of its own below the others.
        for i in isAlert ? [] : cancel {
            y += Self.dialogMargin
            cells.append((i, Rect(x: 0, y: y, width: width, height: row), buttonProposal))
            cards.append(Rect(x: 0, y: y, width: width, height: row))
            y += row
        }
        context.because(isAlert ? Message.alertCardReports.filled([formatNumber(width)])
                                : Message.dialogCardReports.filled([formatNumber(Self.dialogMargin)]))
        let placements = try cells.map { i, cell, p in
            let s = try context.size(of: children[i], p, because: Message.cardRowProposal.filled([]))
            return Placement(child: children[i], origin: Point(x: cell.minX + (cell.width - s.width) / 2, y: cell.minY + (cell.height - s.height) / 2),
                             proposal: p, reason: context.isTracing ? Message.cardRowPlaced.filled([]) : .empty)
        }
        let chrome = PresentedChrome(look: .cards, cards: cards.filter { $0.height > 0 },
                                     cornerRadius: isAlert ? Self.alertCornerRadius : Self.dialogCornerRadius, separators: lines, grabber: false)
        return (Size(width: width, height: y), placements, chrome)
    }
}

/// How a presented layer is drawn, in its own space: what it looks like, its cards (a sheet's
/// one, an alert's, a dialog's two), their corner radius, the lines between an alert's rows, and
/// the sheet's grabber.
public struct PresentedChrome {
    /// A sheet runs off the window's bottom on a dimmed window; a cover hides the window; an
    /// alert's or a dialog's cards float on a dimmed window.
    public enum Look: Sendable { case sheet, cover, cards }
    public var look: Look
    public var cards: [Rect]
    public var cornerRadius: Double
    public var separators: [(Point, Point)]
    public var grabber: Bool
}
