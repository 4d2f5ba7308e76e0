import SwiftSyntax
import ViewlabModel

/// How a write reaches a `let` constant, which Swift's error names: `p = q` assigns to the value,
/// `p.x = 1` to a property, `p.xs[0] = 2` through a subscript, `p.x += 1` is a mutating operator
/// and `p.bump()` or `p.xs.append(3)` a mutating member. The outermost access decides.
package enum ConstantWrite {
    case value, property, subscriptElement, mutatingOperator, mutatingMember

    /// An assignment's, by the shape of its target.
    init(assigningTo target: some SyntaxProtocol) {
        self = if target.is(MemberAccessExprSyntax.self) { .property } else if target.is(SubscriptCallExprSyntax.self) { .subscriptElement } else { .value }
    }

    var message: Message {
        switch self {
        case .value: .assignToLet
        case .property: .assignToLetProperty
        case .subscriptElement: .assignThroughLetSubscript
        case .mutatingOperator: .mutatingOperatorOnLet
        case .mutatingMember: .mutatingMemberOnLet
        }
    }
}
