import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.searchable(text: $query, prompt: "Find a fruit")`: a search field in the navigation bar of
    /// the NavigationStack around, a TextField that `type "Find a fruit" …` types into, showing its
    /// prompt ("Search", UIKit's, by default) while the text is empty. `isPresented:`, `placement:`,
    /// tokens and suggestions are accepted and change nothing.
    func searchableModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) -> Modifier {
        let text = r.take("text"), prompt = r.take("prompt")?.unboxed
        r.takeAll()
        let arguments = argumentText(args.filter { if case .function = $0.value { false } else { true } })
        guard let binding = text, case .binding = binding else {
            return Modifier(kind: .inert, typeName: "_SearchableModifier", name: name, arguments: arguments)
        }
        let title: String = switch prompt {
        case .view(.text(let t))?: t.content
        case let value?: describe(value)
        case nil: "Search"
        }
        var field = ContainerValue(kind: .control(name: "TextField", chrome: .searchField), content: .text(TextValue(content: title)),
                                   typeName: "TextField<Text>", label: "search field \"\(title)\"",
                                   behavior: ControlBehavior(type: { [unowned self] typed in try write(.string(typed), to: binding, at: node) }))
        field.fieldText = { [unowned self] in
            if case .string(let s) = untracked(binding) { return s }
            return nil
        }
        return Modifier(kind: .searchable(.container(field)), typeName: "_SearchableModifier", name: name, arguments: arguments)
    }
}
