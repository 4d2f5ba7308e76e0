import ViewlabModel

/// `Grid` and `GridLayout` (TiS L1951–1953 leaves the algorithm undocumented: "the grid's
/// subviews are sorted by flexibility … and the available space is distributed among the subviews
/// in two dimensions"). viewlab's model, not in source beyond that sentence:
///
/// 1. The children are rows: a `GridRow`'s views are its cells, one column each unless
///    `gridCellColumns(n)` spans n; any other view is a row of its own across the grid.
/// 2. Columns: each column is as wide as its widest cell (cells that span, or have
///    `gridCellUnsizedAxes(.horizontal)`, have no say). Proposed nil or ∞, every cell is asked
///    that; proposed W, the columns share W − spacing like a stack's children: least flexible
///    column first (max − min of its cells' widths), each proposed what is left ÷ the columns left.
/// 3. Rows: each row is as tall as its cells aligned on the row's vertical alignment (the union,
///    as in an HStack), each cell proposed its column's width (its columns' and the spacing
///    between them when it spans) × nil, or the row's share of a finite height, shared like the
///    columns. A view that is a row of its own is proposed the grid's width.
/// 4. The grid is Σ columns + horizontal spacing wide (at least as wide as a row-of-its-own view
///    that has a say) and Σ rows + vertical spacing tall; both spacings default to 8.
/// 5. A cell sits in its cell by `gridCellAnchor`, else by its column's `gridColumnAlignment`
///    (or the grid's horizontal alignment) and its row's alignment (or the grid's vertical one).
///
///     Grid { GridRow { Text("A"); Text("Bee") }; GridRow { Text("Cedar"); Text("D") } }:
///     columns 39 (Cedar) and 21 (Bee): 39 + 8 + 21 = 68 wide; rows 17 + 8 + 17 = 42 tall
final class GridRowsLayout: LayoutAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    /// Shared with the grid's rows, which place their cells in the columns the grid measured.
    let geometry: GridGeometry
    private var plans: [(ProposedViewSize, GridPlan)] = []

    init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, geometry: GridGeometry) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.geometry = geometry
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        let plan = try self.plan(proposal, children: children, context: context)
        context.because(Message.gridReports.filled([plan.describe(plan.columns, spacing: plan.horizontalSpacing),
                                                     plan.describe(plan.rows, spacing: plan.verticalSpacing)]))
        return Size(width: plan.width, height: plan.height)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        let plan = try self.plan(proposal, children: children, context: context)
        geometry.plan = plan
        var y = 0.0
        var placements: [Placement] = []
        for (i, child) in children.enumerated() {
            let height = plan.rows[i]
            if i > 0 { y += plan.verticalSpacing }
            if geometry.isRow(child) {
                placements.append(Placement(child: child, origin: Point(x: 0, y: y), proposal: ProposedViewSize(width: plan.width, height: height),
                                            reason: context.isTracing ? Message.gridRowAt.filled(["\(i + 1)", formatNumber(y)]) : .empty))
            } else {
                let p = ProposedViewSize(width: plan.width, height: height)
                let s = try context.size(of: child, p, because: Message.gridOwnRowProposal.filled([]))
                let origin = Point(x: (plan.width - s.width) * GridGeometry.fraction(alignment.horizontal),
                                   y: y + (height - s.height) * GridGeometry.fraction(alignment.vertical))
                placements.append(Placement(child: child, origin: origin, proposal: p,
                                            reason: context.isTracing ? Message.gridRowAligned.filled(["\(i + 1)", "\(alignment)"]) : .empty))
            }
            y += height
        }
        return placements
    }

    func clearCache() { plans = [] }

    /// Columns and rows for a proposal, worked out once per proposal.
    private func plan(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> GridPlan {
        for (p, plan) in plans where p == proposal { return plan }
        var plan = GridPlan(horizontalSpacing: horizontalSpacing ?? context.options.defaultSpacing,
                            verticalSpacing: verticalSpacing ?? context.options.defaultSpacing)
        let rows = children.map { geometry.isRow($0) ? GridGeometry.cells(of: $0) : nil }
        let columnCount = rows.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
        // The cells that size their column.
        var sizing = [[LayoutNode]](repeating: [], count: columnCount)
        for case let cells? in rows {
            for cell in cells where cell.span == 1 && !cell.unsized.contains(.horizontal) { sizing[cell.column].append(cell.node) }
        }
        func width(of column: Int, _ proposed: Double?, probe: Bool = false, _ why: Message) throws -> Double {
            try sizing[column].map { try context.size(of: $0, ProposedViewSize(width: proposed, height: nil), probe: probe, because: why.filled([])).width }.max() ?? 0
        }
        if let total = proposal.width, total.isFinite {
            let available = total - plan.horizontalSpacing * Double(max(0, columnCount - 1))
            plan.columns = try GridPlan.share(available, count: columnCount,
                                              minimum: { try width(of: $0, 0, probe: true, .gridColumnMinimumProbe) },
                                              maximum: { try width(of: $0, .infinity, probe: true, .gridColumnMaximumProbe) },
                                              answer: { try width(of: $0, $1, .gridColumnShare) })
        } else {
            plan.columns = try (0..<columnCount).map { try width(of: $0, proposal.width, .gridEveryCellWidth) }
        }
        plan.width = plan.columns.reduce(0, +) + plan.horizontalSpacing * Double(max(0, columnCount - 1))
        for (i, child) in children.enumerated() where rows[i] == nil && !GridGeometry.unsizedAxes(of: child).contains(.horizontal) {
            plan.width = max(plan.width, try context.size(of: child, ProposedViewSize(width: proposal.width, height: nil),
                                                          because: Message.gridOwnRowWidth.filled([])).width)
        }
        plan.columnAlignments = (0..<columnCount).map { column in
            rows.lazy.compactMap { $0 }.joined().lazy.filter { $0.column == column }.compactMap(\.columnAlignment).first
        }
        func height(of row: Int, _ proposed: Double?, probe: Bool = false, _ why: Message) throws -> Double {
            guard let cells = rows[row] else {
                return try context.size(of: children[row], ProposedViewSize(width: plan.width, height: proposed), probe: probe, because: why.filled([])).height
            }
            let key = geometry.rowAlignment(of: children[row]) ?? alignment.vertical
            var extent = AlignedExtent()
            for cell in cells where !cell.unsized.contains(.vertical) {
                let p = ProposedViewSize(width: plan.span(cell), height: proposed)
                let size = try context.size(of: cell.node, p, probe: probe, because: why.filled([]))
                extent.add(start: -(try context.guide(key, of: cell.node, size: size, proposal: p)), length: size.height)
            }
            return extent.length
        }
        let rowSpacing = plan.verticalSpacing * Double(max(0, children.count - 1))
        if let total = proposal.height, total.isFinite {
            plan.rows = try GridPlan.share(total - rowSpacing, count: children.count,
                                           minimum: { try height(of: $0, 0, probe: true, .gridRowMinimumProbe) },
                                           maximum: { try height(of: $0, .infinity, probe: true, .gridRowMaximumProbe) },
                                           answer: { try height(of: $0, $1, .gridRowShare) })
        } else {
            plan.rows = try children.indices.map { try height(of: $0, proposal.height, .gridCellHeight) }
        }
        plan.height = plan.rows.reduce(0, +) + rowSpacing
        plans.append((proposal, plan))
        return plan
    }
}

/// A `GridRow` inside a grid: as big as the grid proposes (the grid's width × the row's height),
/// it places its cells in the columns the grid measured (GridRowsLayout step 5).
final class GridRowLayout: LayoutAlgorithm {
    /// `GridRow(alignment:)`: the row's vertical alignment, else the grid's.
    let alignment: AlignmentKey?
    let geometry: GridGeometry

    init(alignment: AlignmentKey?, geometry: GridGeometry) { self.alignment = alignment; self.geometry = geometry }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], context: LayoutContext) throws -> Size {
        context.because(Message.gridRowReports.filled([]))
        return Size(width: proposal.width ?? geometry.plan?.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(size: Size, proposal: ProposedViewSize, children: [LayoutNode],
                       context: LayoutContext) throws -> [Placement] {
        guard let plan = geometry.plan, let grid = geometry.grid else { return [] }
        let cells = GridGeometry.cells(of: children)
        let key = alignment ?? grid.alignment.vertical
        var measured: [(size: Size, start: Double, proposal: ProposedViewSize)] = []
        var extent = AlignedExtent()
        for cell in cells {
            let p = ProposedViewSize(width: plan.span(cell), height: size.height)
            let s = try context.size(of: cell.node, p, because: Message.gridCellProposal.filled([]))
            let start = cell.unsized.contains(.vertical) ? 0 : -(try context.guide(key, of: cell.node, size: s, proposal: p))
            if !cell.unsized.contains(.vertical) { extent.add(start: start, length: s.height) }
            measured.append((s, start, p))
        }
        return cells.enumerated().map { i, cell in
            let (s, start, p) = measured[i]
            let x = plan.x(of: cell.column), cellWidth = plan.span(cell)
            let origin: Point
            if let anchor = cell.anchor {
                origin = Point(x: x + (cellWidth - s.width) * anchor.x, y: (size.height - s.height) * anchor.y)
            } else {
                let horizontal = plan.columnAlignments[cell.column] ?? grid.alignment.horizontal
                let y = cell.unsized.contains(.vertical) ? 0
                    : extent.position(of: start) + (size.height - extent.length) * GridGeometry.fraction(key)
                origin = Point(x: x + (cellWidth - s.width) * GridGeometry.fraction(horizontal), y: y)
            }
            return Placement(child: cell.node, origin: origin, proposal: p,
                             reason: context.isTracing ? Message.gridColumnAt.filled(["\(cell.column + 1)", formatNumber(x)]) : .empty)
        }
    }
}

/// What a grid and its rows share: the plan the grid placed with, which the rows place their cells by.
final class GridGeometry {
    var plan: GridPlan?
    weak var grid: GridRowsLayout?

    func isRow(_ node: LayoutNode) -> Bool { node.algorithm is GridRowLayout }
    func rowAlignment(of node: LayoutNode) -> AlignmentKey? { (node.algorithm as? GridRowLayout)?.alignment }

    /// A cell: its node, first column, how many columns it spans, and its traits.
    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Set<Axis>
        let columnAlignment: AlignmentKey?
        let anchor: UnitPoint?
    }

    static func cells(of row: LayoutNode) -> [Cell] { cells(of: row.children) }

    static func cells(of nodes: [LayoutNode]) -> [Cell] {
        var column = 0
        return nodes.map { node in
            let traits = node.subviewValues
            let span = max(1, traits.gridColumns ?? 1)
            defer { column += span }
            return Cell(node: node, column: column, span: span, unsized: unsizedAxes(of: node),
                        columnAlignment: traits.gridColumnAlignment, anchor: traits.gridAnchor)
        }
    }

    static func unsizedAxes(of node: LayoutNode) -> Set<Axis> {
        node.subviewValues.gridUnsizedAxes ?? []
    }

    /// Where a built-in guide puts a view in a larger box: 0 at the leading or top edge, 1 at the
    /// trailing or bottom one, ½ otherwise (a custom guide centres, not in source).
    static func fraction(_ key: AlignmentKey) -> Double {
        switch key {
        case .leading, .top: 0
        case .trailing, .bottom: 1
        default: 0.5
        }
    }
}

/// A grid's columns and rows for one proposal.
struct GridPlan {
    var horizontalSpacing: Double
    var verticalSpacing: Double
    var columns: [Double] = []
    var rows: [Double] = []
    var width = 0.0
    var height = 0.0
    /// Each column's `gridColumnAlignment`, from any of its cells.
    var columnAlignments: [AlignmentKey?] = []

    /// Where a column starts.
    func x(of column: Int) -> Double { columns.prefix(column).reduce(0, +) + horizontalSpacing * Double(column) }

    /// The width a cell gets: its columns' and the spacing between them.
    func span(_ cell: GridGeometry.Cell) -> Double {
        let end = min(columns.count, cell.column + cell.span)
        return columns[min(cell.column, end)..<end].reduce(0, +) + horizontalSpacing * Double(max(0, end - cell.column - 1))
    }

    func describe(_ lengths: [Double], spacing: Double) -> String {
        lengths.map(formatNumber).joined(separator: "+") + (lengths.count > 1 ? " + \(lengths.count - 1)·\(formatNumber(spacing))" : "")
    }

    /// A length shared among tracks as a stack shares it among children: least flexible first,
    /// each proposed what is left ÷ the tracks left (B1811–1821); returns each track's answer.
    static func share(_ total: Double, count: Int, minimum: (Int) throws -> Double, maximum: (Int) throws -> Double,
                      answer: (Int, Double) throws -> Double) throws -> [Double] {
        guard count > 0 else { return [] }
        let flexibility = try (0..<count).map { i -> Double in
            let flex = try maximum(i) - minimum(i)
            return flex.isNaN ? 0 : flex
        }
        var lengths = [Double](repeating: 0, count: count)
        var remaining = total
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        for (k, i) in order.enumerated() {
            let length = try answer(i, max(0, remaining / Double(count - k)))
            lengths[i] = length
            remaining -= length
        }
        return lengths
    }
}
