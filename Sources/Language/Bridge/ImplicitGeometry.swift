import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// A geometry argument of SwiftUI's API as learner code writes it: `CGPoint(x: 0, y: 0)`,
    /// `rect.insetBy(dx: 4, dy: 4)`, or, since the parameter's type is known, the implicit members
    /// `.init(x: 0, y: 0)` and `.zero` (Swift's implicit member expressions, SE-0287). nil for any
    /// other value.
    package func geometry<T: Interpreted>(_ value: Value, as type: T.Type, at node: Syntax) -> T? {
        if let known = T(interpreted: value) { return known }
        guard case .implicitMember(let name, let args) = value.unboxed else { return nil }
        let resolved: Value?
        if name == "init" {
            resolved = try? constructEvaluated(T.interpretedTypeName, args ?? [], at: node)
        } else if args == nil {
            resolved = (try? staticMember(of: T.interpretedTypeName, name, at: node, hint: .none, allowMissing: true)) ?? nil
        } else {
            resolved = nil
        }
        return resolved.flatMap(T.init(interpreted:))
    }
}
