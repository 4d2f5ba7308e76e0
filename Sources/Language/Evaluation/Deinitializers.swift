import SwiftSyntax

/// Objects of a class with a `deinit` whose last reference has gone, waiting for their `deinit`.
package final class ReleasedObjects {
    package var pending: [Object] = []
    package init() {}
}

extension Interpreter {
    /// Runs the `deinit` of each object released by the statement that just ended (Swift runs it at
    /// the release itself, which a statement's end follows before anything else is printed), the
    /// subclass's first, then its superclasses', with `self` the object as it was.
    package func runDeinitializers() throws {
        while !released.pending.isEmpty {
            let object = released.pending.removeFirst()
            for body in types[object.typeName]?.deinitializers ?? [] {
                _ = try executeBlock(body, in: Scope(parent: globals, selfRef: Ref(.object(object)), selfType: object.typeName))
            }
        }
    }
}
