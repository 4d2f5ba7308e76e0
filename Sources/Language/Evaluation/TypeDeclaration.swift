import SwiftSyntax

/// A type the learner declared (struct, class, enum) or extended (including SwiftUI's `View`,
/// `Color`, `HorizontalAlignment`): its members as syntax, evaluated on use.
package final class TypeDeclaration {
    package enum Kind { case structure, classType, enumeration, builtin, protocolType }

    package struct StoredProperty {
        package var name: String
        package var isConstant: Bool
        package var type: TypeSyntax?
        package var initialValue: ExprSyntax?
        /// `State`, `Binding`, `StateObject`, `Environment`, ... without the `@`.
        package var wrapper: String?
        package var wrapperArguments: AttributeSyntax?
        package var isViewBuilder: Bool
        /// `@ObservationIgnored` in an `@Observable` class: reads are not tracked.
        package var isObservationIgnored = false
        /// `lazy var`: its initial value may read `self`, so it is made after the other properties.
        package var isLazy = false
        /// A dynamic property written out by hand (`var _value = State(initialValue: 0)`, TiS L400;
        /// `var value: Binding<Int>`, L1022): the property holds the wrapper itself.
        package var writtenOutWrapper: String?

        /// The dynamic property wrapper the property is declared with or holds.
        package var dynamicWrapper: String? { wrapper ?? writtenOutWrapper }
        /// The stored field's name, which `_printChanges` lists: `_value` for `@State var value`.
        package var storedName: String { wrapper == nil ? name : "_" + name }
    }

    package struct ComputedProperty {
        package var getter: CodeBlockItemListSyntax
        package var setter: CodeBlockItemListSyntax?
        package var setterParameter: String
        package var isViewBuilder: Bool
        package var type: TypeSyntax?
        /// `var doubled: Self`: the type names the type the getter runs on, which its value is
        /// conformed to at each run (the lowered getter is shared, so it cannot know it).
        package let namesSelf: Bool
        /// The getter lowered at its first run (`runGetter`), shared by the types a protocol
        /// extension's property is copied to (the same statements).
        package let lowered = LoweredBodySlot()

        init(getter: CodeBlockItemListSyntax, setter: CodeBlockItemListSyntax?, setterParameter: String, isViewBuilder: Bool, type: TypeSyntax?) {
            self.getter = getter; self.setter = setter; self.setterParameter = setterParameter
            self.isViewBuilder = isViewBuilder; self.type = type
            namesSelf = type?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) } ?? false
        }
    }

    package struct EnumCaseDeclaration {
        package var name: String
        package var parameters: [(label: String?, type: TypeSyntax)]
        package var rawValue: ExprSyntax?
    }

    package let name: String
    package var kind: Kind
    package var conformances: Set<String> = []
    package var stored: [StoredProperty] = [] {
        didSet {
            construction = nil
            storedNames = stored.map(\.name)
            lazyNames = stored.filter { $0.isLazy && $0.initialValue != nil }.map(\.name)
        }
    }
    /// The stored properties' names, shared by the `Fields` of every instance made.
    package private(set) var storedNames: [String] = []
    /// The `lazy var`s with an initial value, which a class's object makes at their first read.
    package private(set) var lazyNames: [String] = []
    package var computed: [String: ComputedProperty] = [:]
    /// Stored properties declared with `willSet`/`didSet`.
    package var observers: [String: PropertyObservers] = [:]
    package var methods: [String: [Callable]] = [:]
    package var subscripts: [Subscript] = []
    package var initializers: [Callable] = [] { didSet { construction = nil } }
    package var staticStored: [String: (type: TypeSyntax?, initialValue: ExprSyntax?)] = [:]
    package var staticValues: [String: Ref] = [:]
    package var staticComputed: [String: ComputedProperty] = [:]
    package var staticMethods: [String: [Callable]] = [:]
    package var cases: [EnumCaseDeclaration] = []
    package var rawType: String?
    package var declaration: Syntax? {
        didSet {
            let clause = declaration?.as(StructDeclSyntax.self)?.genericParameterClause ?? declaration?.as(ClassDeclSyntax.self)?.genericParameterClause
            genericParameters = clause?.parameters.map(\.name.text) ?? []
        }
    }
    /// `struct Card<Content: View>`'s `Content`: read from the declaration once, since every value's
    /// type name asks for them.
    package private(set) var genericParameters: [String] = []
    /// What constructing an instance needs, worked out on first use (Construction.swift); the
    /// declarations it reads reset it.
    package var construction: ConstructionPlan?
    /// A class declared `@Observable`.
    package var isObservable = false
    /// The class it inherits from (`class WaterScene: SKScene`), whose members it starts with.
    package var superclass: String?
    /// A class's `deinit` and its superclasses', in the order they run (the subclass's first).
    package var deinitializers: [CodeBlockItemListSyntax] = []

    package init(name: String, kind: Kind) { self.name = name; self.kind = kind }

    package var isView: Bool { conformances.contains("View") }
    package func conforms(to name: String) -> Bool { conformances.contains(name) }
    /// Whether `name` is a static property or method of the type (or of a protocol, from its extensions).
    package func hasStatic(_ name: String) -> Bool {
        staticStored[name] != nil || staticComputed[name] != nil || staticMethods[name] != nil
    }
}

extension Interpreter {
    /// A class's name and its superclasses' names, nearest first: the types an object is found by
    /// in the environment (a mock subclass stands in for its class, TiS L2604–2614).
    public func lineage(ofClass name: String) -> [String] {
        var names = [name]
        while let next = types[names.last!]?.superclass, !names.contains(next) { names.append(next) }
        return names
    }
}
