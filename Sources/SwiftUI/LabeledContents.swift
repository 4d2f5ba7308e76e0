import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

/// `LabeledContent("Speed") { Slider(value: $speed) }` (*Pro SwiftUI* L3712–3725),
/// `LabeledContent("Name", value: "Ada")` and `LabeledContent { content } label: { label }`. Outside a
/// Form, iOS shows the label and then the content in a row; viewlab lays it out as an HStack of the
/// two (not in source: the books show it only in that sandbox; Apple's documentation describes the
/// automatic style without its spacing). The type is `LabeledContent<Label, Content>`.
extension Interpreter {
    func labeledContent(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> ViewValue {
        let title = r.take(nil)
        let content: ViewValue
        if let value = r.take("value") {
            // The value is shown as a Text (Apple's documentation of `init(_:value:)`).
            content = .text(TextValue(content: describe(value.unboxed)))
        } else {
            content = try builderContent(&r, at: node)
        }
        let label: ViewValue = try title.map { .text(TextValue(content: describe($0.unboxed))) } ?? builderContent(&r, at: node, label: "label")
        return .container(ContainerValue(kind: .hStack(alignment: .verticalCenter, spacing: nil), content: .tuple([label, content]),
                                         typeName: "LabeledContent<\(label.typeName), \(content.typeName)>", label: callLabel("LabeledContent", args)))
    }
}
