import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.listRowInsets(EdgeInsets(…))` (nil: the list's own), `.listRowSeparator(.hidden)` (its
    /// `edges:` are taken as all), `.listRowBackground(Color.yellow)`: how the List around the row
    /// lays it out and draws it. A value viewlab cannot read keeps the modifier inert.
    func listRowModifier(_ name: String, _ type: InertTypeName, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) -> Modifier {
        let first = r.take(nil)?.unboxed
        r.takeAll()
        let setting: ListRowSetting? = switch (name, first) {
        case ("listRowInsets", .nilValue?): .insets(nil)
        case ("listRowInsets", let value?): toEdgeInsets(value).map { .insets($0) }
        case ("listRowSeparator", .implicitMember(let visibility, _)?): .separatorHidden(visibility == "hidden")
        case ("listRowBackground", let value?): .background(toColor(value))
        default: nil
        }
        return Modifier(kind: setting.map { .listRow($0) } ?? .inert, typeName: inertTypeName(type, args, at: node), name: name,
                        arguments: argumentText(args))
    }
}

extension Interpreter {
    /// `List(selection: $selected)`: a single optional value, or a `Set` (an array here), whose tap
    /// selects one row (an iPhone's list outside edit mode selects one row at a time).
    func listSelection(_ binding: Value, at node: Syntax) -> ListSelection? {
        guard case .binding = binding else { return nil }
        let current = { [unowned self] in untracked(binding) }
        return ListSelection(
            select: { [unowned self] value in
                guard let value = value as? Value else { return }
                if case .array = current() { try write(.array([value]), to: binding, at: node) } else { try write(value, to: binding, at: node) }
            },
            isEmpty: {
                switch current() {
                case .nilValue: true
                case .array(let items): items.isEmpty
                default: false
                }
            },
            shownValue: { [unowned self] in describe(current()) },
            clear: { [unowned self] in
                if case .array = current() { try write(.array([]), to: binding, at: node) } else { try write(.nilValue, to: binding, at: node) }
            })
    }
}
