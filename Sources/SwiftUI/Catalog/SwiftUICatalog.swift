import ViewlabLanguage
/// The SwiftUI vocabulary viewlab knows, each view, modifier and property wrapper described once
/// (ViewCatalog.swift, ModifierCatalog.swift, PropertyWrapperSpec.swift), and SwiftUI's names it
/// lacks (API/, the real API read from Apple's interfaces; OtherFrameworks.swift). Dispatch, completion, "did you mean" and number-literal hints
/// derive from it. Design review §3 and P3.
enum SwiftUICatalog {
    static let modifiers = index(modifierSpecs, by: \.name)
    static let views = index(viewSpecs, by: \.name)

    /// A real SwiftUI type: a view viewlab builds or one of SwiftUI's other types.
    /// Asked only of a name that named nothing else: the API catalogue is read on the first question.
    static func isSwiftUIType(_ name: String) -> Bool {
        views[name] != nil || otherFrameworkTypeNames.contains(name) || SwiftUIAPI.shared.isType(name)
    }

    /// How a number literal argument of a SwiftUI call is typed (`NumberLiterals`); `Int(_:)`,
    /// `String(_:)` and `Array(_:)` keep their literals too, and a wrapper written out keeps its
    /// value's type: `State(initialValue: 0)` is a `State<Int>` (TiS L400).
    static func numberHint(_ name: String, _ label: String?) -> Hint {
        if let spec = modifiers[name] { return spec.numbers.hint(label) }
        if let spec = views[name] { return spec.numbers.hint(label) }
        switch name {
        case "Int", "String", "Array", "Optional", "Path", "State", "StateObject", "Binding", "Bindable", "Published",
             "UnicodeScalar", "Unicode.Scalar": return .none
        // `Double(7 / 2)` is 3.0 and `Double(exactly: 7 / 2)` Optional(3.0): the standard library's
        // initializers take the integer expression whole, labelled or not.
        case "Double", "CGFloat", "Float", "TimeInterval": return .none
        case _ where Interpreter.sizedIntegerRanges[name] != nil: return .none
        default: return .double
        }
    }

    /// A name listed twice keeps its first spec; SwiftUICatalogTests checks that none is.
    private static func index<Spec>(_ specs: [Spec], by name: KeyPath<Spec, String>) -> [String: Spec] {
        Dictionary(specs.map { ($0[keyPath: name], $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The modifiers viewlab supports, for completion and "did you mean".
public let builtinModifierNames: [String] = SwiftUICatalog.modifierSpecs.map(\.name)

/// The views viewlab can build, for completion and "did you mean".
public let builtinViewNames: [String] = SwiftUICatalog.viewSpecs.map(\.name)
