import ViewlabLanguage
import ViewlabModel

/// An edit mode that a container gives its content through `@Environment(\.editMode)`: the
/// window's, and each NavigationStack's for its pages (not in source: Apple's documentation is silent
/// on who provides it; UIKit's view controllers each have `isEditing`, and a view that reads
/// `\.editMode` outside a NavigationStack does not see the mode its EditButton sets inside, as
/// developers widely report). An `EditButton` toggles the one around it; a learner's
/// `.environment(\.editMode, $mode)` replaces it below.
final class EditModeStore {
    /// `EditMode`'s case: `inactive`, `transient` or `active`.
    var mode = "inactive"
    /// The binding handed out for `mode`: a new one once the mode changes, so the views that read
    /// `\.editMode` see a changed environment value and run their bodies again (`_editMode`).
    private var provided: (mode: String, value: Value)?

    var binding: Value {
        if let provided, provided.mode == mode { return provided.value }
        let value = Value.binding(BindingValue(get: { [unowned self] in .enumCase(EnumCase(typeName: "EditMode", name: mode, associated: [])) },
                                               set: { [unowned self] in mode = Self.caseName($0) ?? mode },
                                               source: Ref(.string(mode))))
        provided = (mode, value)
        return value
    }

    /// The case an `EditMode` value names (`.active`, `EditMode.active`).
    static func caseName(_ value: Value) -> String? {
        switch value {
        case .enumCase(let c): c.name
        case .implicitMember(let name, _): name
        default: nil
        }
    }

    /// Whether `\.editMode` in `environment` says the List is being edited (`isEditing`).
    static func isEditing(in environment: EnvironmentValues) -> Bool {
        guard case .binding(let b)? = environment.learnerValues["editMode"] as? Value, let value = try? b.get() else { return false }
        return caseName(value).map { $0 != "inactive" } ?? false
    }
}

extension Reconciliation {
    /// An `EditButton`: "Edit", or "Done" while editing, and a tap toggles the edit mode around it
    /// (Apple's documentation of EditButton). Where no container provides one, the tap does nothing.
    func editButton(_ c: inout ContainerValue, _ context: Context) {
        let binding = context.environment.learnerValues["editMode"] as? Value
        let isEditing = EditModeStore.isEditing(in: context.environment)
        c.content = .text(TextValue(content: isEditing ? "Done" : "Edit"))
        c.behavior = ControlBehavior(tap: {
            guard case .binding(let b)? = binding else { return }
            try b.set(.enumCase(EnumCase(typeName: "EditMode", name: isEditing ? "inactive" : "active", associated: [])))
        })
    }
}
