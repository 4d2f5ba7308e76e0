import SwiftSyntax
import ViewlabModel

extension Interpreter {

    /// `.xxLarge`, `DynamicTypeSize.xxLarge`.
    package func dynamicTypeSize(_ v: Value) -> DynamicTypeSize? {
        switch v.unboxed {
        case .enumCase(let c) where c.typeName == "DynamicTypeSize": DynamicTypeSize(rawValue: c.name)
        case .implicitMember(let name, nil): DynamicTypeSize(rawValue: name)
        default: nil
        }
    }

    /// The arguments as written, for the diagram: `.padding(10)`, `.frame(width: 50)`.
    package func argumentText(_ args: [Argument]) -> String {
        args.map { a in
            let text = a.syntax.map(labelText) ?? describe(a.value)
            return (a.label.map { $0 + ": " } ?? "") + text
        }.joined(separator: ", ")
    }

    /// A static property a learner declared on a SwiftUI type (`extension Color { static let brand = … }`).
    package func learnerStatic(_ type: String, _ name: String) -> Value? {
        guard let t = types[type], t.staticStored[name] != nil || t.staticComputed[name] != nil else { return nil }
        return try? staticMember(of: type, name, at: currentNode, hint: .none, allowMissing: true)
    }
}
