/// The interpreter, for what may outlive it (a canvas's drawing closure, a view value that the CLI
/// draws after the run has ended): nil once the interpreter is freed. Not a weak reference: a weak
/// reference gives the interpreter a side table, and every retain and release of it (closures capture
/// it at nearly every step) then takes the runtime's slow path, a tenth of a Canvas program's time.
package final class InterpreterHandle {
    /// Set by the interpreter when it is made, cleared when it is freed (`Interpreter.deinit`).
    package internal(set) unowned(unsafe) var interpreter: Interpreter?
}
