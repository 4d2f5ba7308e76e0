import SwiftSyntax

/// A type the learner declared (struct, class, enum) or extended (including SwiftUI's `View`,
/// `Color`, `HorizontalAlignment`): its members as syntax, evaluated on use.
final class TypeDeclaration {
    enum Kind { case structure, classType, enumeration, builtin, protocolType }

    struct StoredProperty {
        var name: String
        var isConstant: Bool
        var type: TypeSyntax?
        var initialValue: ExprSyntax?
        /// `State`, `Binding`, `StateObject`, `Environment`, ... without the `@`.
        var wrapper: String?
        var wrapperArguments: AttributeSyntax?
        var isViewBuilder: Bool
        /// `@ObservationIgnored` in an `@Observable` class: reads are not tracked.
        var isObservationIgnored = false
        /// `lazy var`: its initial value may read `self`, so it is made after the other properties.
        var isLazy = false
        /// A dynamic property written out by hand (`var _value = State(initialValue: 0)`, TiS L400;
        /// `var value: Binding<Int>`, L1022): the property holds the wrapper itself.
        var writtenOutWrapper: String?

        /// The dynamic property wrapper the property is declared with or holds.
        var dynamicWrapper: String? { wrapper ?? writtenOutWrapper }
        /// The stored field's name, which `_printChanges` lists: `_value` for `@State var value`.
        var storedName: String { wrapper == nil ? name : "_" + name }
    }

    struct ComputedProperty {
        var getter: CodeBlockItemListSyntax
        var setter: CodeBlockItemListSyntax?
        var setterParameter: String
        var isViewBuilder: Bool
        var type: TypeSyntax?
    }

    struct EnumCaseDeclaration {
        var name: String
        var parameters: [(label: String?, type: TypeSyntax)]
        var rawValue: ExprSyntax?
    }

    let name: String
    var kind: Kind
    var conformances: Set<String> = []
    var stored: [StoredProperty] = [] { didSet { construction = nil; storedNames = stored.map(\.name) } }
    /// The stored properties' names, shared by the `Fields` of every instance made.
    private(set) var storedNames: [String] = []
    var computed: [String: ComputedProperty] = [:]
    /// Stored properties declared with `willSet`/`didSet`.
    var observers: [String: PropertyObservers] = [:]
    var methods: [String: [Callable]] = [:]
    var subscripts: [Subscript] = []
    var initializers: [Callable] = [] { didSet { construction = nil } }
    var staticStored: [String: (type: TypeSyntax?, initialValue: ExprSyntax?)] = [:]
    var staticValues: [String: Ref] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var staticMethods: [String: [Callable]] = [:]
    var cases: [EnumCaseDeclaration] = []
    var rawType: String?
    var declaration: Syntax?
    /// What constructing an instance needs, worked out on first use (Construction.swift); the
    /// declarations it reads reset it.
    var construction: ConstructionPlan?
    /// A class declared `@Observable`.
    var isObservable = false
    /// The class it inherits from (`class WaterScene: SKScene`), whose members it starts with.
    var superclass: String?

    init(name: String, kind: Kind) { self.name = name; self.kind = kind }

    var isView: Bool { conformances.contains("View") }
    func conforms(to name: String) -> Bool { conformances.contains(name) }
    /// Whether `name` is a static property or method of the type (or of a protocol, from its extensions).
    func hasStatic(_ name: String) -> Bool {
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
