import ViewlabModel

extension Interpreter {
    /// What `_printChanges()` reports on a view's first render: `@self`, then `@identity` and every
    /// dynamic property when it has any (update-cycle-research.md §1.2, compat tests
    /// `zeroPropertyView` and `statePropertyView`).
    package func firstRenderReasons(_ type: TypeDeclaration) -> [String] {
        let dynamic = type.stored.filter { $0.dynamicWrapper.map(InterpretedView.isDynamic) ?? false }
        return dynamic.isEmpty ? ["@self"] : ["@self", "@identity"] + dynamic.map(\.storedName)
    }

    /// `Self._printChanges()` and `Self._logChanges()` in a body: SwiftUI's line (research §1.1, §1.3),
    /// `Counter: @self, @identity, _value changed.` or `Counter: unchanged.`. `_logChanges` goes to the
    /// unified log, whose message is the same text; viewlab prints it.
    package func printChanges(of typeName: String) {
        let reasons = (changeReasons.last ?? nil) ?? types[typeName].map(firstRenderReasons) ?? ["@self"]
        emit(typeName + ": " + (reasons.isEmpty ? "unchanged." : reasons.joined(separator: ", ") + " changed.") + "\n")
    }
}
