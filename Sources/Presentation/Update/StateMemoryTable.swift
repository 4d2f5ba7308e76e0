import ViewlabModel

/// The book's state figure as a table (TiS L425–455): for each custom view's node, the view value
/// its parent built (its type and properties) beside the memory the node keeps (its state).
///
///     node                          view value                state
///     Counter                       Counter()                 _value = 3
///     ContentView/VStack.1/Label    Label(title: "Count")     —
public struct StateMemoryTable {
    public var style: OutputStyle
    public var language: DisplayLanguage
    public init(style: OutputStyle = .plain, language: DisplayLanguage = .en) { self.style = style; self.language = language }

    public func text(_ nodes: [NodeMemory]) -> String {
        guard !nodes.isEmpty else { return Message.noCustomViews.filled([])(language) + "\n" }
        let none = style.ascii ? "-" : "—"
        let rows = nodes.map { n in
            [n.path.description,
             n.typeName + "(" + n.properties.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")",
             n.state.isEmpty ? none : n.state.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")]
        }
        let header = [Message.memoryNode, .memoryViewValue, .memoryState].map { $0.filled([])(language) }
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].displayWidth }.max()! }
        func line(_ cells: [String]) -> String {
            (0..<3).map { i in i == 2 ? cells[i] : cells[i] + String(repeating: " ", count: widths[i] - cells[i].displayWidth + 2) }.joined()
        }
        return ([style.bold(line(header))] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
