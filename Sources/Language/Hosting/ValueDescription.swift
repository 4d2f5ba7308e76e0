import ViewlabModel

extension Interpreter {
    /// A value as the update cycle's state table shows it: as `print` shows it, strings quoted.
    public func stateDescription(_ value: Value) -> String { describe(value.unboxedForRead, quoted: true) }
}
