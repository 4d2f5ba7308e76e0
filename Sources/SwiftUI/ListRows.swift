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
