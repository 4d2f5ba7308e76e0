import SwiftSyntax

/// What a loop of the general path (`Interpreter.lowerFor`, `lowerWhile`) has in the numeric tier:
/// nothing tried yet, its compiled form (`NumericLoop`, compiled again when what it calls may
/// have changed), or a refusal at the global functions' stamp, tried again when they change (a
/// function it calls may have a numeric form now). A loop with a label stays on the general path.
package final class NumericLoopSite {
    private enum State {
        case untried
        case compiled(NumericLoop)
        case refused(stamp: Int)
    }

    private let statement: StmtSyntax
    @exclusivity(unchecked) private var state = State.untried

    package init(_ statement: StmtSyntax) { self.statement = statement }

    /// Runs the loop in the tier; false when the general path is to run it.
    @inline(__always) package func run(_ i: Interpreter, in scope: Scope) throws -> Bool {
        guard i.usesNumericTier else { return false }
        if case .compiled(let loop) = state, loop.isCurrent(at: i.globals.functionsStamp) { return try loop.run(i, in: scope) }
        if case .refused(let stamp) = state, stamp == i.globals.functionsStamp { return false }
        return try compile(i, in: scope)
    }

    private func compile(_ i: Interpreter, in scope: Scope) throws -> Bool {
        let stamp = i.globals.functionsStamp
        switch NumericCompiler.loop(statement, in: scope, interpreter: i) {
        case .compiled(let loop):
            state = .compiled(loop)
            return try loop.run(i, in: scope)
        case .refused:
            state = .refused(stamp: stamp)
            return false
        case .metUnknownValue:
            return false
        }
    }
}
