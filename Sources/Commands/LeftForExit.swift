/// What a command-line run built and no longer needs, left for the process's exit to take back all
/// at once rather than freed object by object, as compilers do with their syntax trees (clang's
/// `-disable-free`): freeing a 10,000-row list's layout result, node by node, took 18 ms of a 320 ms
/// run. Only for a process that ends after its one command (`Workbench.endsWithProcess`); the REPL
/// frees as it goes.
enum LeftForExit {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Holds `value` until the process ends: a reference counted once more and never let go.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
