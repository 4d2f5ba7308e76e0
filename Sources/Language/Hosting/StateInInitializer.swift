import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// The `@State` boxes of a view being initialised, with their values before the initializer runs.
    /// Only those declared with an initial value: for `@State var model: Model` the first
    /// `self.model = …` in `init` initialises the wrapper (`_model = State(wrappedValue: …)`), as
    /// Swift's definite initialisation does for any property wrapper (TiS L660–674).
    package func stateBoxes(in value: Value, of type: TypeDeclaration) -> [(name: String, storage: Ref, value: Value)] {
        guard case .instance(let i) = value else { return [] }
        return type.stored.compactMap { p in
            guard p.wrapper == "State", p.initialValue != nil, case .box(let ref)? = i.fields[p.name] else { return nil }
            return (p.name, ref, ref.value)
        }
    }

    /// `self.value = value` in a view's initializer writes through a `@State` that is not installed
    /// on a node yet, which does nothing (TiS L519–532, view-trees-state.md §3 case 30). The write is
    /// undone, with a warning that says how to set the initial value. `_value = State(initialValue:)`
    /// replaces the box and is kept.
    package func undoStateWrites(_ states: [(name: String, storage: Ref, value: Value)], in value: Value, at node: Syntax) {
        guard case .instance(let i) = value else { return }
        for state in states {
            guard case .box(let ref)? = i.fields[state.name], ref === state.storage, !sameValue(ref.value, state.value) else { continue }
            ref.value = state.value
            warn(.stateWriteInInit, state.name,
                 at: node,
                 notes: [note(.setInitialState, state.name)])
        }
    }
}
