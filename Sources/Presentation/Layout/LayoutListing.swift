import ViewlabLayout
import ViewlabModel

/// `viewlab layout`: every node's frame after layout, as text or as the JSON of cli-contract.md.
///
///     layout  proposal 320×480  (text: viewlab-17 …)
///     background          (124.5, 221.5)  71×37
///     ├─ padding(10)      (124.5, 221.5)  71×37
///     │  └─ Text("Favorite")  (134.5, 231.5)  51×17
///     └─ Color.teal       (124.5, 221.5)  71×37
public struct LayoutListing {
    public var style: OutputStyle
    /// The language of the caption line (the JSON is English, as cli-contract.md fixes it).
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func text(_ result: LayoutResult) -> String {
        let lines = TreeLines(result: result, style: style)
        // Each line's width found once, its prefix's from its depth; the listing written as bytes
        // into one buffer, where strings made and joined for each part of each line cost more than
        // the layout (a 10,000-row list writes 40,000 lines).
        var widths: [Int] = []
        widths.reserveCapacity(result.nodes.count)
        for index in result.nodes.indices { widths.append(lines.prefixColumns(index) + Self.label(result.nodes[index]).displayWidth) }
        let column = (widths.max() ?? 0) + 2
        var out: [UInt8] = []
        out.reserveCapacity(result.nodes.count * (column + 32) + 256)
        let title = style.bold(Message.layoutTitle.filled([])(language)) + Message.layoutCaption.filled(["\(result.proposal)"])(language)
            + style.dim(Message.layoutMetric.filled([result.metricModel])(language)) + "\n"
        out.append(contentsOf: title.utf8)
        lines.forEachPrefix { index, prefix in
            let node = result.nodes[index]
            out.append(contentsOf: prefix)
            out.append(contentsOf: Self.label(node).utf8)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column - widths[index]))
            node.frame.origin.write(to: &out)
            out.append(contentsOf: "  ".utf8)
            node.frame.size.write(to: &out)
            if let drawn = node.drawn {
                out.append(contentsOf: ("  " + style.dim(Message.listingDrawn.filled(["\(drawn.origin)", "\(drawn.size)"])(language))).utf8)
            }
            out.append(UInt8(ascii: "\n"))
        }
        for warning in result.warnings { out.append(contentsOf: ("warning: " + warning.description(in: language) + "\n").utf8) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func label(_ node: borrowing PlacedNode) -> String {
        guard let id = node.identifier else { return node.label }
        return node.label + " #\(id)"
    }

    /// The JSON of cli-contract.md. Extensions, to be listed in the README: top-level
    /// `textMetrics` (the metric model in use) and `warnings`; `drawn` also on the descendants of
    /// an offset, rotated or scaled view (they are drawn where it is); an infinite length (only
    /// under an `inf` proposal) is written `1e999`, a valid JSON number that parsers read as ∞.
    public func json(_ result: LayoutResult) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(result.nodes.count * 320 + 256)
        out.append(contentsOf: "{\n  \"proposal\": \(JSONText.proposal(result.proposal)),\n".utf8)
        out.append(contentsOf: "  \"textMetrics\": ".utf8)
        JSONText.write(string: result.metricModel, to: &out)
        out.append(contentsOf: (",\n  \"warnings\": [" + result.warnings.map { JSONText.string($0.description) }.joined(separator: ", ") + "],\n").utf8)
        out.append(contentsOf: "  \"root\": ".utf8)
        writeNode(0, result, indent: 2, into: &out)
        out.append(contentsOf: "\n}\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// A node's JSON object, its children's inside, written as bytes (a string made and
    /// interpolated for each field cost ~30,000 instructions a node).
    private func writeNode(_ index: Int, _ result: LayoutResult, indent: Int, into out: inout [UInt8]) {
        let node = result.nodes[index]
        let inner = indent + 2
        func field(_ name: String) {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner))
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: name.utf8)
            out.append(contentsOf: "\": ".utf8)
        }
        func optionalString(_ text: String?) {
            if let text { JSONText.write(string: text, to: &out) } else { out.append(contentsOf: "null".utf8) }
        }
        out.append(contentsOf: "{\n".utf8)
        field("kind")
        JSONText.write(string: node.kind, to: &out)
        out.append(contentsOf: ",\n".utf8)
        field("type")
        JSONText.write(string: node.typeName, to: &out)
        out.append(contentsOf: ",\n".utf8)
        field("identifier")
        optionalString(node.identifier)
        out.append(contentsOf: ",\n".utf8)
        field("frame")
        JSONText.write(rect: node.frame, to: &out)
        out.append(contentsOf: ",\n".utf8)
        if let drawn = node.drawn {
            field("drawn")
            JSONText.write(rect: drawn, to: &out)
            out.append(contentsOf: ",\n".utf8)
        }
        let children = result.children(of: index)
        field("children")
        if children.isEmpty {
            out.append(contentsOf: "[]\n".utf8)
        } else {
            out.append(contentsOf: "[\n".utf8)
            for (i, child) in children.enumerated() {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner + 2))
                writeNode(child, result, indent: inner + 2, into: &out)
                out.append(contentsOf: (i == children.count - 1 ? "\n" : ",\n").utf8)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner))
            out.append(contentsOf: "]\n".utf8)
        }
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        out.append(UInt8(ascii: "}"))
    }
}

/// Tree prefixes (`├─ `, `│  `, `└─ `, or ASCII) for the nodes of a result, in pre-order.
struct TreeLines {
    let result: LayoutResult
    let style: OutputStyle
    /// Each node's level below the root, from its parent's (a parent comes before its children).
    private let levels: [Int]

    init(result: LayoutResult, style: OutputStyle) {
        self.result = result
        self.style = style
        var levels = [Int](repeating: 0, count: result.nodes.count)
        for index in levels.indices { if let parent = result.nodes[index].parent { levels[index] = levels[parent] + 1 } }
        self.levels = levels
    }

    private var units: (tee: String, corner: String, bar: String, gap: String) {
        style.ascii ? ("|-- ", "`-- ", "|   ", "    ") : ("├─ ", "└─ ", "│  ", "   ")
    }

    /// The columns the node's prefix takes: one unit for each level below the root.
    func prefixColumns(_ index: Int) -> Int { levels[index] * (style.ascii ? 4 : 3) }

    /// Each node's index and prefix as UTF-8, in pre-order: a child's prefix is its parent's
    /// children's (a bar under each ancestor with siblings still to come, a gap under the rest),
    /// then a tee, or a corner for the last child.
    func forEachPrefix(_ visit: (Int, ArraySlice<UInt8>) -> Void) {
        let units = units
        let (tee, corner, bar, gap) = (Array(units.tee.utf8), Array(units.corner.utf8), Array(units.bar.utf8), Array(units.gap.utf8))
        // The prefix of the children of the node at each depth below the root, end to end in
        // `childPrefix`, and where each ends.
        var childPrefix: [UInt8] = [], ends = [0], line: [UInt8] = []
        for index in result.nodes.indices {
            let node = result.nodes[index]
            guard let parent = node.parent else {
                // A root: no prefix, and its children's is empty.
                visit(index, [])
                childPrefix.removeAll(keepingCapacity: true)
                ends = [0]
                continue
            }
            let depth = levels[index]
            let last = node.subtreeEnd == result.nodes[parent].subtreeEnd
            let base = ends[depth - 1]
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: childPrefix[..<base])
            line.append(contentsOf: last ? corner : tee)
            visit(index, line[...])
            childPrefix.removeSubrange(base...)
            childPrefix.append(contentsOf: last ? gap : bar)
            ends.removeSubrange(depth...)
            ends.append(childPrefix.count)
        }
    }

    /// Each node's line: its prefix, then its label.
    func labels(_ label: (borrowing PlacedNode) -> String) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(result.nodes.count)
        forEachPrefix { index, prefix in lines.append(String(decoding: prefix, as: UTF8.self) + label(result.nodes[index])) }
        return lines
    }
}
