import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `LabeledContent("Speed") { Slider(value: $speed) }` (*Pro SwiftUI* L3712–3725),
/// `LabeledContent("Name", value: "Ada")`, `LabeledContent("Total", value: 9.5, format: .currency(code: "USD"))`
/// and `LabeledContent { content } label: { label }`. Outside a Form, iOS shows the label and then
/// the content in a row; viewlab lays it out as an HStack of the two (not in source: the books show
/// it only in that sandbox; Apple's documentation describes the automatic style without its
/// spacing). In a Form or List row the content stands at the row's trailing end, a value in the
/// secondary colour (iOS's form style; TreeBuilder). The type is `LabeledContent<Label, Content>`.
extension Interpreter {
    func labeledContent(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let title = r.take(nil)
        let content: ViewValue
        if let value = r.take("value") {
            // The value is shown as a Text (Apple's documentation of `init(_:value:)`), in its format if given.
            if let format = r.take("format") {
                guard let style = toFormatStyle(format) else { throw unsupported(.formatStyle, at: node) }
                content = .text(TextValue(content: try self.format(value, with: style, at: node)))
            } else {
                content = .text(TextValue(content: describe(value.unboxed)))
            }
        } else {
            content = try builderContent(&r, at: node)
        }
        let label: ViewValue = try title.map { .text(TextValue(content: describe($0.unboxed))) } ?? builderContent(&r, at: node, label: "label")
        return .container(ContainerValue(kind: .control(name: "LabeledContent", chrome: .none), content: .tuple([label, content]),
                                         typeName: "LabeledContent<\(label.typeName), \(content.typeName)>", label: callLabel("LabeledContent", args)))
    }
}
