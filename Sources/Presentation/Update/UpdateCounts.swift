import ViewlabModel

/// `viewlab update … --counts`: how many times each view's body ran for each event, and how many
/// render-tree nodes each event's passes walked, with the totals over the events after the first
/// render (issue 25: what a learner measures an optimisation by — split a view, pass it less,
/// make it `Equatable`, keep a value in `@State`, make rows lazily).
public struct UpdateCounts {
    public let language: DisplayLanguage
    public init(language: DisplayLanguage = .en) { self.language = language }

    public func text(_ records: [UpdateRecord]) -> String {
        var types: [String] = []
        for record in records { for pass in record.passes { for body in pass.bodies where !types.contains(body.view) { types.append(body.view) } } }
        let events = records.map(\.event)
        let total = language == .zh ? "事件合计" : "events total"
        let header = [language == .zh ? "body 执行次数" : "body runs"] + events + [total]
        func row(_ name: String, _ counts: [Int]) -> [String] {
            [name] + counts.map(String.init) + [String(counts.dropFirst().reduce(0, +))]
        }
        var rows = types.map { type in
            row(type, records.map { $0.passes.reduce(0) { $0 + $1.bodies.filter { $0.view == type }.count } })
        }
        rows.append(row(language == .zh ? "遍历的节点" : "nodes walked", records.map { $0.passes.reduce(0) { $0 + $1.walked } }))
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].displayWidth }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.displayWidth)
                // Names left, numbers right.
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
