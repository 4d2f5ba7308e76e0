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
        let labels = TreeLines(result: result, style: style).labels { node in
            guard let id = node.identifier else { return node.label }
            return node.label + " #\(id)"
        }
        // Each label's width found once; the listing written into one string rather than a line
        // each joined after (a 10,000-row list writes 50,000 lines).
        let widths = labels.map(\.displayWidth)
        let column = (widths.max() ?? 0) + 2
        var out = style.bold(Message.layoutTitle.filled([])(language)) + Message.layoutCaption.filled(["\(result.proposal)"])(language)
            + style.dim(Message.layoutMetric.filled([result.metricModel])(language)) + "\n"
        out.reserveCapacity(out.utf8.count + labels.count * (column + 32))
        for index in labels.indices {
            out += labels[index]
            out += String.spaces(column - widths[index])
            let frame = result.nodes[index].frame
            out += "\(frame.origin)  \(frame.size)"
            if let drawn = result.nodes[index].drawn {
                out += "  " + style.dim(Message.listingDrawn.filled(["\(drawn.origin)", "\(drawn.size)"])(language))
            }
            out += "\n"
        }
        for warning in result.warnings { out += "warning: " + warning.description(in: language) + "\n" }
        return out
    }

    /// The JSON of cli-contract.md. Extensions, to be listed in the README: top-level
    /// `textMetrics` (the metric model in use) and `warnings`; `drawn` also on the descendants of
    /// an offset, rotated or scaled view (they are drawn where it is); an infinite length (only
    /// under an `inf` proposal) is written `1e999`, a valid JSON number that parsers read as ∞.
    public func json(_ result: LayoutResult) -> String {
        var out = "{\n  \"proposal\": \(JSONText.proposal(result.proposal)),\n"
        out += "  \"textMetrics\": \(JSONText.string(result.metricModel)),\n"
        out += "  \"warnings\": [" + result.warnings.map { JSONText.string($0.description) }.joined(separator: ", ") + "],\n"
        out += "  \"root\": "
        writeNode(0, result, indent: "  ", into: &out)
        return out + "\n}\n"
    }

    private func writeNode(_ index: Int, _ result: LayoutResult, indent: String, into out: inout String) {
        let node = result.nodes[index]
        let inner = indent + "  "
        out += "{\n"
        out += "\(inner)\"kind\": \(JSONText.string(node.kind)),\n"
        out += "\(inner)\"type\": \(JSONText.string(node.typeName)),\n"
        out += "\(inner)\"identifier\": \(JSONText.string(node.identifier)),\n"
        out += "\(inner)\"frame\": \(JSONText.rect(node.frame)),\n"
        if let drawn = node.drawn { out += "\(inner)\"drawn\": \(JSONText.rect(drawn)),\n" }
        let children = result.children(of: index)
        if children.isEmpty {
            out += "\(inner)\"children\": []\n"
        } else {
            out += "\(inner)\"children\": [\n"
            for (i, child) in children.enumerated() {
                out += inner + "  "
                writeNode(child, result, indent: inner + "  ", into: &out)
                out += i == children.count - 1 ? "\n" : ",\n"
            }
            out += "\(inner)]\n"
        }
        out += "\(indent)}"
    }
}

/// Tree prefixes (`├─ `, `│  `, `└─ `, or ASCII) for the nodes of a result, in pre-order.
struct TreeLines {
    let result: LayoutResult
    let style: OutputStyle

    func labels(_ label: (borrowing PlacedNode) -> String) -> [String] {
        var lines = Array(repeating: "", count: result.nodes.count)
        let (tee, corner, bar, gap) = style.ascii ? ("|-- ", "`-- ", "|   ", "    ") : ("├─ ", "└─ ", "│  ", "   ")
        func walk(_ index: Int, prefix: String, childPrefix: String) {
            lines[index] = prefix + label(result.nodes[index])
            let children = result.children(of: index)
            for (i, child) in children.enumerated() {
                let last = i == children.count - 1
                walk(child, prefix: childPrefix + (last ? corner : tee), childPrefix: childPrefix + (last ? gap : bar))
            }
        }
        if !result.nodes.isEmpty { walk(0, prefix: "", childPrefix: "") }
        return lines
    }
}
