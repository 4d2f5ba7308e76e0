import SwiftSyntax

/// `willSet` and `didSet` of a stored property or a variable (*Thinking in SwiftUI* L825–836:
/// `var value = 0 { didSet { objectWillChange.send() } }`). As in Swift, they run on every assignment
/// and mutation after initialization (`=`, `+=`, a mutating method, a write to an element), with the
/// new value (`newValue`) and the old one (`oldValue`), or the names written in parentheses.
package struct PropertyObservers {
    package struct Observer {
        package var parameter: String
        package var body: CodeBlockItemListSyntax
    }
    /// In the order they run: a subclass's override observes around its superclass's (the override's
    /// `willSet` first, its `didSet` last), as Swift's overriding setter calls `super`'s.
    package var willSet: [Observer] = []
    package var didSet: [Observer] = []
}

/// A write that skips observers, as Swift's does: the property set inside its own observer, and
/// `self.x = …` in the type's own initializer (`property` nil: every property of that storage). Only
/// writes written in that code are direct: a method it calls sets the property through the observers.
package struct DirectWrite {
    package let storage: ObjectIdentifier
    package let property: String?
    package let code: Syntax
}

extension Interpreter {
    /// The observers an accessor block declares; nil when it declares a computed property instead.
    package func observers(in block: AccessorBlockSyntax) throws -> PropertyObservers? {
        guard case .accessors(let list) = block.accessors else { return nil }
        var observers = PropertyObservers()
        var getter: AccessorDeclSyntax?
        for accessor in list {
            let body = accessor.body?.statements ?? CodeBlockItemListSyntax([])
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.willSet): observers.willSet = [.init(parameter: accessor.parameters?.name.text ?? "newValue", body: body)]
            case .keyword(.didSet): observers.didSet = [.init(parameter: accessor.parameters?.name.text ?? "oldValue", body: body)]
            default: getter = getter ?? accessor
            }
        }
        if observers.willSet.isEmpty && observers.didSet.isEmpty { return nil }
        if let getter {
            throw error(.observersWithAccessor, observers.willSet.isEmpty ? "didSet" : "willSet", getter.accessorSpecifier.text, at: getter)
        }
        return observers
    }

    /// Applies `body` to a copy of the current value, then runs `willSet`, stores the result, and runs
    /// `didSet`: the get, modify and set Swift performs on an observed property.
    package func observedWrite(_ current: Value, _ observers: PropertyObservers, in scope: Scope, storage: AnyObject, property: String?,
                       store: (Value) throws -> Void, _ body: (inout Value) throws -> Void) throws {
        var newValue = current
        try body(&newValue)
        for willSet in observers.willSet { try run(willSet, with: newValue, in: scope, storage: storage, property: property) }
        try store(newValue)
        for didSet in observers.didSet { try run(didSet, with: current, in: scope, storage: storage, property: property) }
    }

    private func run(_ observer: PropertyObservers.Observer, with value: Value, in scope: Scope, storage: AnyObject, property: String?) throws {
        let observerScope = Scope(parent: scope)
        observerScope.declare(observer.parameter, value, constant: true)
        directWrites.append(DirectWrite(storage: ObjectIdentifier(storage), property: property, code: Syntax(observer.body)))
        defer { directWrites.removeLast() }
        _ = try executeBlock(observer.body, in: observerScope)
    }

    /// Whether a write to `property` of `storage`, written at `node`, skips the observers.
    package func isDirectWrite(to storage: AnyObject, _ property: String?, at node: some SyntaxProtocol) -> Bool {
        directWrites.contains { direct in
            guard direct.storage == ObjectIdentifier(storage), direct.property == nil || direct.property == property else { return false }
            var current: Syntax? = Syntax(node)
            while let n = current, n.id != direct.code.id { current = n.parent }
            return current != nil
        }
    }

    /// The observers of a stored property of an instance or object (not through a `@State` box or a binding).
    package func observers(of container: Value, _ name: String) -> PropertyObservers? {
        switch container {
        case .instance(let i): types[i.typeName]?.observers[name]
        case .object(let o): types[o.typeName]?.observers[name]
        default: nil
        }
    }

    /// A stored property's observed write, `self` being the instance or object in `selfRef`.
    package func observedFieldWrite(_ name: String, of selfRef: Ref, _ observers: PropertyObservers, at node: some SyntaxProtocol,
                            _ body: (inout Value) throws -> Void) throws {
        let typeName = self.typeName(of: selfRef.value)
        let current = try member(of: selfRef.value, name, at: node, selfRef: nil, hint: .none)
        let scope = Scope(parent: globals, selfRef: selfRef, selfType: typeName)
        try observedWrite(current, observers, in: scope, storage: selfRef, property: name, store: { newValue in
            switch selfRef.value {
            case .instance(var i):
                try write(into: &i.fields[name]!) { $0 = newValue }
                selfRef.value = .instance(i)
            case .object(let o):
                try write(into: &o.fields[name]!) { $0 = newValue }
            default: break
            }
        }, body)
    }
}
