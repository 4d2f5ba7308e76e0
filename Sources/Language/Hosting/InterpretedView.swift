import SwiftSyntax
import ViewlabModel

/// A learner's view struct as the update cycle sees it (update-cycle-research.md §2.1): its dynamic
/// properties, the state it owns, the objects it observes, and its `body`, which runs only when the
/// Runtime layer decides. The interpreter makes one for every `Counter()` built while bodies are
/// deferred; the runtime gives the node's storage to each new one its parent builds.
public final class InterpretedView: ViewSource {
    package unowned let interpreter: Interpreter
    package var value: Value
    package let type: TypeDeclaration
    /// Where the view was built, for the errors its body raises.
    package let site: Syntax

    /// The initial value each `@State` had when the struct was made: part of the view value the
    /// parent built, so a new initial value from the parent is a change (`@self`) even though the
    /// node keeps its state (TiS L477–505).
    private let initialStateValues: [String: Value]
    /// What a new node's storage starts with, by property: the value each owned box holds now, or
    /// the initial value to evaluate once per node (a `@StateObject`'s autoclosure).
    private let initialStorage: [String: Value]
    private let deferredStorage: [String: DeferredInitialValue]

    /// For a learner's `ViewModifier`, the view it modifies: `body(content:)` gets it as `content`.
    public let modifierContent: ViewValue?
    /// The objects and the values the view takes from its ancestors (EnvironmentObjects.swift,
    /// EnvironmentValues.swift), once known.
    package var needs: [EnvironmentObjectNeed]?
    package var valueNeeds: [EnvironmentValueNeed]?

    package init(interpreter: Interpreter, value: Value, type: TypeDeclaration, site: Syntax, modifierContent: ViewValue? = nil) {
        self.interpreter = interpreter; self.value = value; self.type = type; self.site = site
        self.modifierContent = modifierContent
        var states: [String: Value] = [:], storage: [String: Value] = [:], deferred: [String: DeferredInitialValue] = [:]
        if case .instance(let i) = value {
            for p in type.stored {
                guard let wrapper = p.dynamicWrapper, PropertyWrapperSpec.named[wrapper]?.storage == .owned,
                      case .box(let ref)? = i.fields[p.name] else { continue }
                if wrapper == "State" { states[p.name] = ref.value }
                if let initial = interpreter.deferredInitialValues.removeValue(forKey: ObjectIdentifier(ref)), initial.storage === ref {
                    deferred[p.name] = initial
                } else {
                    storage[p.name] = ref.value
                }
            }
        }
        initialStateValues = states
        initialStorage = storage
        deferredStorage = deferred
    }

    public var typeName: String { interpreter.typeName(of: value) }

    /// A `DynamicProperty` field: SwiftUI gives each a box in the node (research §2.1).
    public struct Property {
        /// The declared name, without the underscore: `value` for `@State var value`.
        public let name: String
        /// `State`, `Binding`, `StateObject`, `ObservedObject`, `EnvironmentObject`, `Environment`.
        public let wrapper: String
        /// The name `_printChanges` uses: the wrapper's stored name, `_value`.
        public let storedName: String
    }

    /// The dynamic properties, in declaration order.
    public private(set) lazy var dynamicProperties: [Property] =
        type.stored.compactMap { p in
            p.dynamicWrapper.flatMap { Self.isDynamic($0) ? Property(name: p.name, wrapper: $0, storedName: p.storedName) : nil }
        }

    private var fields: Fields? { if case .instance(let i) = value { i.fields } else { nil } }

    /// New storage for a node made from this view (`@State`, `@StateObject`, `@FocusState`, …, by
    /// property name): it lives in the node, so it survives every re-init by the parent
    /// (view-trees-state.md §2.6). A `@StateObject`'s autoclosure runs now, once per node (research
    /// §2.4), and so does a `@State`'s initial value where it is lazy (Xcode 27). One value placed
    /// twice makes two nodes, each with storage of its own.
    public func makeStorage() throws -> [String: Ref] {
        var storage: [String: Ref] = [:]
        for (name, value) in initialStorage { storage[name] = Ref(value) }
        for (name, initial) in deferredStorage { storage[name] = Ref(try initial.evaluate()) }
        for ref in storage.values { ref.isInstalled = true }
        return storage
    }

    /// Gives this struct the node's storage in place of the boxes its initializer made; their
    /// initial values are dropped (research §2.2: "a new initial value passed by a re-rendering
    /// parent is ignored"). Done before each body run, since one struct may stand at two places.
    public func adopt(_ storage: [String: Ref]) {
        guard case .instance(var i) = value else { return }
        value = .void
        for (name, ref) in storage { i.fields[name] = .box(ref) }
        value = .instance(i)
    }

    /// The objects observed as a whole through `objectWillChange` (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`), with the name `_printChanges` gives the property that holds each (`_model`).
    public var observedObjects: [(property: String, state: ObservableObjectState)] {
        dynamicProperties.compactMap { p in
            guard PropertyWrapperSpec.named[p.wrapper]?.observesObject == true,
                  case .object(let o)? = fields?[p.name]?.unboxed else { return nil }
            return (p.storedName, ObservableObjectState(object: o, interpreter: interpreter))
        }
    }

    /// A wrapper that is a `DynamicProperty` type (`PropertyWrapperSpec.isDynamicProperty`).
    package static func isDynamic(_ wrapper: String) -> Bool { PropertyWrapperSpec.named[wrapper]?.isDynamicProperty == true }

    /// A wrapper whose value does not come from the parent, which the `@self` comparison leaves out.
    private static func isParentIndependent(_ wrapper: String) -> Bool { PropertyWrapperSpec.named[wrapper]?.isParentIndependent == true }

    /// Whether this view's properties from its parent are the same as `other`'s (plain properties,
    /// bindings, observed objects), so that a parent's re-render need not re-run its body (`@self`,
    /// research §1.2; the equality policy is in ViewEquality.swift).
    public func hasSameProperties(as other: InterpretedView) -> Bool {
        guard let mine = fields, let theirs = other.fields, type === other.type else { return false }
        for p in type.stored where !(p.dynamicWrapper.map(Self.isParentIndependent) ?? false) {
            guard let a = mine[p.name], let b = theirs[p.name], sameValue(a, b) else { return false }
        }
        return initialStateValues.allSatisfy { name, value in other.initialStateValues[name].map { sameValue(value, $0) } ?? false }
    }

    /// The properties the parent gave, as `print` shows them: the view value's column of the
    /// book's state figure (TiS L425–455).
    public var parentProperties: [(name: String, value: String)] {
        guard let fields else { return [] }
        return type.stored.compactMap { p in
            guard !(p.dynamicWrapper.map(Self.isParentIndependent) ?? false), let v = fields[p.name] else { return nil }
            let shown: String = switch v {
            case .function: "{ closure }"
            case .binding(let b): "Binding(" + interpreter.stateDescription((try? b.get()) ?? .nilValue) + ")"
            default: interpreter.stateDescription(v)
            }
            return (p.storedName, shown)
        }
    }

    /// What `_printChanges()` says on the view's first render: `@self, @identity, _value`.
    public var firstRenderReasons: [String] { interpreter.firstRenderReasons(type) }

    /// The runtime resolves a view's body and the views in it before leaving it: each level counts
    /// toward the call-depth budget, so a view that contains itself stops with the recursion
    /// message instead of growing without end.
    public func enterNesting() throws { try interpreter.budget.enter(interpreter, at: site, "'\(typeName).body'") }
    public func leaveNesting() { interpreter.budget.leave() }

    /// Runs `body`, recording its reads in `tracker`; `Self._printChanges()` in it prints `reasons`.
    /// Custom views in the result are left for the runtime (`CustomViewValue.source`).
    public func runBody(reasons: [String], tracker: ReadTracker) throws -> ViewValue {
        let i = interpreter
        i.changeReasons.append(reasons)
        defer { i.changeReasons.removeLast() }
        return try i.withContext({ $0.readTracker = tracker; $0.defersBodies = true }) { try runBody(of: i) }
    }

    private func runBody(of i: Interpreter) throws -> ViewValue {
        i.budget.restartClock()
        let me = try i.animatableFrame(value, at: site)
        if let content = modifierContent, let method = type.methods["body"]?.first {
            let body = try i.call(method, [Argument(label: "content", value: .view(content))], at: site, selfRef: Ref(me.unboxed), selfType: type.name)
            return try i.viewValue(of: body, at: site)
        }
        let body = try i.member(of: me, "body", at: site, selfRef: nil, hint: .none)
        return try i.viewValue(of: body, at: site)
    }
}

/// An `ObservableObject` as the update cycle watches it (research §2.4): a change is a write to a
/// `@Published` property, an equal value too, or an `objectWillChange.send()` (both counted in
/// `willChangeCount`), or a `@Published` value that differs, which catches a write that reached the
/// object through a property observer.
public struct ObservableObjectState {
    public let object: Object
    /// The `@Published` properties, found once per snapshot and reused to compare.
    package let names: [String]
    package let published: [Value]
    package let sends: Int

    package init(object: Object, interpreter: Interpreter) {
        self.object = object
        names = interpreter.types[object.typeName]?.stored.filter { $0.wrapper == "Published" }.map(\.name) ?? []
        published = names.map { object.fields[$0]?.unboxedForRead ?? .nilValue }
        sends = object.willChangeCount
    }

    /// Whether the object has changed since this snapshot was taken.
    public var hasChanged: Bool {
        object.willChangeCount != sends
            || !zip(names, published).allSatisfy { name, value in sameValue(object.fields[name]?.unboxedForRead ?? .nilValue, value) }
    }
}

/// An initial value the update cycle evaluates later, once per node: a `@StateObject`'s autoclosure.
package struct DeferredInitialValue {
    /// The box the value goes into, held so that its identity is not reused while the entry exists.
    package let storage: Ref
    package let evaluate: () throws -> Value
}
