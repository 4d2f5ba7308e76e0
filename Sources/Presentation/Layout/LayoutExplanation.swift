import ViewlabLayout
import ViewlabModel

/// `viewlab explain`: the layout trace in the style of the book's numbered steps (spec layout.md
/// §4, B1335–1342). It is a view of `LayoutResult.trace`, never a second layout.
///
///     explain layout  (proposal 320×480)
///      #  phase    node                     value    why
///      1  propose  background               320×480  root = safe area (B1290)
///      2  propose  └ padding(10)            320×480  primary gets background's proposal
///      3  propose    └ Text("Favorite")     300×460  320−10−10 × 480−10−10
///      …
///
/// followed by the stacks' distribution tables, the calculations, the placements with their
/// alignment arithmetic, and the view tree annotated with step numbers
/// (`background [1, 8]`, B1331). Probe steps are folded away unless `includeProbes` is set.
public struct LayoutExplanation {
    public var style: OutputStyle
    public var includeProbes: Bool
    /// The language of the text (the JSON is English, as cli-contract.md fixes it).
    public var language: DisplayLanguage

    public init(style: OutputStyle = .plain, includeProbes: Bool = false, language: DisplayLanguage = .en) {
        self.style = style; self.includeProbes = includeProbes; self.language = language
    }

    private func say(_ message: Message, _ values: String...) -> String { message.filled(values)(language) }

    /// A node's name, "system" (in the language) for the proposer of the root.
    private func name(_ trace: LayoutTrace, _ id: Int?) -> String { id == nil ? say(.system) : trace.name(id) }

    private func verbWord(_ verb: TraceEvent.Verb) -> String {
        switch verb {
        case .propose: say(.phasePropose)
        case .report: say(.phaseReport)
        case .place: say(.phasePlace)
        case .compute: say(.phaseCompute)
        }
    }

    /// A step as shown: its number (nil for an unnumbered probe) and its event.
    struct Step { var number: Int?; var event: TraceEvent }

    /// Steps are numbered as the book numbers them: probes never get a number (spec §4).
    func steps(_ trace: LayoutTrace) -> [Step] {
        var number = 0
        return trace.steps(includingProbes: includeProbes).map { event in
            if event.isProbe { return Step(number: nil, event: event) }
            number += 1
            return Step(number: number, event: event)
        }
    }

    /// The view the step is about: the one proposed to, or the one reporting.
    static func subject(_ event: TraceEvent) -> Int? { event.verb == .propose ? event.target : event.actor }

    static func value(_ event: TraceEvent) -> String {
        switch event.verb {
        case .propose, .place: event.proposal.map(\.description) ?? ""
        case .report: event.size.map(\.description) ?? ""
        case .compute: ""
        }
    }

    public func text(_ result: LayoutResult) -> String {
        let trace = result.trace
        var lines = [style.bold(say(.explainTitle)) + say(.explainCaption, "\(result.proposal)", style.dim(say(.textMetric, result.metricModel)))]
        let shown = steps(trace)
        let rows = shown.map { step -> [String] in
            let e = step.event
            let depth = max(0, e.depth)
            let name = (depth == 0 ? "" : String(repeating: "  ", count: depth - 1) + (style.ascii ? "`-" : "└ "))
                + trace.name(Self.subject(e))
            var why = e.reason(language)
            if e.verb == .propose, e.actor == nil, why.isEmpty { why = say(.fromTheSystem) }
            let marker = step.number.map(String.init) ?? "p"
            return [marker, verbWord(e.verb), name, Self.value(e), why]
        }
        let header = ["#", say(.columnPhase), say(.columnNode), say(.columnValue), say(.columnWhy)]
        let widths = (0..<4).map { column in ([header[column]] + rows.map { $0[column] }).map(\.displayWidth).max() ?? 0 }
        func format(_ row: [String]) -> String {
            (row[0].rightAligned(max(2, widths[0])) + "  " + row[1].padded(widths[1]) + "  " + row[2].padded(widths[2])
                + "  " + row[3].padded(widths[3]) + "  " + row[4]).trimmingTrailingSpaces
        }
        lines.append(style.dim(format(header)))
        var phase = TraceEvent.Phase.sizing
        for (row, step) in zip(rows, shown) {
            if step.event.phase != phase {
                phase = step.event.phase
                lines.append(style.dim(say(.placementReproposes)))
            }
            lines.append(step.event.isProbe ? style.dim(format(row)) : format(row))
        }
        let hidden = trace.events.filter { $0.isProbe && $0.verb == .propose }.count
        if hidden > 0 && !includeProbes {
            lines.append(style.dim(say(.probesHidden, "\(hidden)")))
        }
        lines += distributionTables(trace)
        let notes = trace.events.filter { $0.verb == .compute && (includeProbes || !$0.isProbe) }
        if !notes.isEmpty {
            lines.append("")
            lines.append(style.bold(say(.calculations)))
            lines += notes.map { "  \(name(trace, $0.actor)): \($0.reason(language))" }
        }
        lines.append("")
        lines.append(style.bold(say(.placementTitle)) + style.dim(say(.placementRule)))
        lines += trace.placements.map { e in
            let origin = e.origin.map(\.description) ?? ""
            return "  " + (e.actor == nil ? say(.systemPlaces, name(trace, e.target), origin) : say(.places, name(trace, e.actor), name(trace, e.target), origin))
                + (e.reason.isEmpty ? "" : "   " + style.dim(e.reason(language)))
        }
        lines.append("")
        lines.append(style.bold(say(.treeTitle)) + style.dim(say(.treeRule)))
        var numbers: [Int: [Int]] = [:]
        for step in shown { if let n = step.number, let id = Self.subject(step.event) { numbers[id, default: []].append(n) } }
        lines += TreeLines(result: result, style: style).labels { node in
            node.label + (numbers[node.id].map { " [" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "")
        }.map { "  " + $0 }
        lines += result.warnings.map { "warning: " + $0.description(in: language) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The stack distribution tables (B1811–1821): child, min, max, flex, priority, order,
    /// proposed, reported, remaining.
    func distributionTables(_ trace: LayoutTrace) -> [String] {
        var lines: [String] = []
        for table in trace.distributions where includeProbes || !table.isProbe {
            lines.append("")
            let axis = say(table.axis == .horizontal ? .horizontally : .vertically)
            lines.append(style.bold(say(.distributes, trace.name(table.stack), axis)) + say(.distributionFor, "\(table.proposal)", table.start))
            let header = say(.distributionHeader).components(separatedBy: "|")
            let rows = table.rows.map { row -> [String] in
                [trace.name(row.child), row.minimum.map(formatNumber) ?? "–", row.maximum.map(formatNumber) ?? "–",
                 row.flexibility.map(formatNumber) ?? "–", formatNumber(row.priority), String(row.order),
                 "\(formatNumber(row.proposed)) (\(row.share))", formatNumber(row.reported), formatNumber(row.remaining)]
            }
            let widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.displayWidth).max() ?? 0 }
            func format(_ row: [String]) -> String {
                ("  " + row.indices.map { c in c == 0 ? row[c].padded(widths[c]) : row[c].rightAligned(widths[c]) }
                    .joined(separator: "  ")).trimmingTrailingSpaces
            }
            lines.append(style.dim(format(header)))
            lines += rows.map(format)
        }
        return lines
    }

    /// The same content as JSON: steps (numbered as in the text), distributions, calculations,
    /// placements and warnings.
    public func json(_ result: LayoutResult) -> String {
        let trace = result.trace
        func name(_ id: Int?) -> String { JSONText.string(trace.name(id)) }
        let stepItems = steps(trace).map { step -> String in
            let e = step.event
            var fields = ["\"step\": \(step.number.map(String.init) ?? "null")", "\"phase\": \(JSONText.string(e.phase.rawValue))",
                          "\"verb\": \(JSONText.string(e.verb.rawValue))", "\"actor\": \(name(e.actor))"]
            if let target = e.target { fields.append("\"target\": \(name(target))") }
            if let p = e.proposal { fields.append("\"proposal\": \(JSONText.proposal(p))") }
            if let s = e.size { fields.append("\"size\": \(JSONText.size(s))") }
            fields += ["\"reason\": \(JSONText.string(e.reason.en))", "\"probe\": \(e.isProbe)", "\"cached\": \(e.isCached)"]
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let tables = trace.distributions.filter { includeProbes || !$0.isProbe }.map { table -> String in
            let rows = table.rows.map { row in
                "{\"child\": \(name(row.child)), \"min\": \(JSONText.number(row.minimum)), \"max\": \(JSONText.number(row.maximum)), "
                    + "\"priority\": \(JSONText.number(row.priority)), \"order\": \(row.order), "
                    + "\"proposed\": \(JSONText.number(row.proposed)), \"share\": \(JSONText.string(row.share)), "
                    + "\"reported\": \(JSONText.number(row.reported)), \"remaining\": \(JSONText.number(row.remaining))}"
            }
            return "    {\"stack\": \(name(table.stack)), \"axis\": \(JSONText.string(table.axis.rawValue)), "
                + "\"proposal\": \(JSONText.proposal(table.proposal)), \"start\": \(JSONText.string(table.start)), "
                + "\"rows\": [" + rows.joined(separator: ", ") + "]}"
        }
        let notes = trace.events.filter { $0.verb == .compute && (includeProbes || !$0.isProbe) }.map {
            "    {\"actor\": \(name($0.actor)), \"text\": \(JSONText.string($0.reason.en))}"
        }
        let placements = trace.placements.map {
            "    {\"parent\": \(name($0.actor)), \"child\": \(name($0.target)), \"origin\": \(JSONText.point($0.origin ?? .zero)), "
                + "\"proposal\": \(JSONText.proposal($0.proposal ?? .unspecified)), \"reason\": \(JSONText.string($0.reason.en))}"
        }
        func array(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]" }
        return "{\n  \"proposal\": \(JSONText.proposal(result.proposal)),\n"
            + "  \"textMetrics\": \(JSONText.string(result.metricModel)),\n"
            + "  \"steps\": \(array(stepItems)),\n"
            + "  \"distributions\": \(array(tables)),\n"
            + "  \"calculations\": \(array(notes)),\n"
            + "  \"placements\": \(array(placements)),\n"
            + "  \"warnings\": [" + result.warnings.map { JSONText.string($0.description) }.joined(separator: ", ") + "]\n}\n"
    }
}
