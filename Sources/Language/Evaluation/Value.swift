import SwiftSyntax
import ViewlabModel

/// A runtime value of the interpreted program. A closed enum rather than `Any`, so every operation
/// says which kinds of value it accepts. Only the recursive cases and the largest payloads are
/// `indirect`: an `Int` or a `Double` is stored inline, not in a heap box of its own, and a value is
/// 32 bytes rather than the 65 a SwiftUI value would make it, which every copy pays for.
public enum Value {
    case void
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case nilValue
    case array([Value])
    case dictionary(DictionaryValue)
    case tuple([TupleElement])
    indirect case range(lower: Value, upper: Value, closed: Bool)
    case function(Callable)
    /// A struct instance: a value, copied on assignment.
    case instance(Instance)
    /// A class instance: shared by reference.
    case object(Object)
    indirect case enumCase(EnumCase)
    case view(ViewValue)
    /// SwiftUI's non-view vocabulary: fonts, alignments, angles, edges, grid items, animations.
    indirect case swiftUI(SwiftUIValue)
    /// A type used as a value: `Color`, `Counter`, `Double`.
    case metatype(String)
    /// `.red`, `.degrees(30)`: an implicit member whose type comes from where it is used.
    case implicitMember(String, [Argument]?)
    /// Storage of a property wrapper (`@State`), shared by the bindings made from it.
    case box(Ref)
    /// Boxed: its two closures and source make 40 bytes, which would make every value 41 rather than 32.
    indirect case binding(BindingValue)
    case keyPath([String])
    /// A value not known while evaluating the static shape of a branch not taken.
    case unknown(String)
}

public struct TupleElement {
    public var label: String?
    public var value: Value
    package init(label: String?, value: Value) { self.label = label; self.value = value }
}

/// A dictionary's entries in insertion order. A key is found by comparing it with `valuesEqual`,
/// through a hash index once the dictionary holds more than a few keys that are numbers, strings or
/// Booleans (a counting loop over 100 keys would otherwise compare 50 keys a lookup).
public struct DictionaryValue {
    public private(set) var keys: [Value] = []
    public var values: [Value] = []
    /// Positions in `keys` by hashable key; nil while the dictionary is small.
    private var positions: [HashedKey: Int]?
    private static let indexedFrom = 8

    package init() {}

    package func index(of key: Value) -> Int? {
        if let positions, let hashed = HashedKey(key) { return positions[hashed] }
        return keys.firstIndex { valuesEqual($0, key) }
    }

    package subscript(key: Value) -> Value? {
        get { index(of: key).map { values[$0] } }
        set {
            if let i = index(of: key) {
                if let newValue { values[i] = newValue } else { remove(at: i) }
            } else if let newValue {
                keys.append(key); values.append(newValue)
                if positions != nil, let hashed = HashedKey(key) {
                    positions![hashed] = keys.count - 1
                } else if positions != nil || keys.count >= Self.indexedFrom {
                    reindex()
                }
            }
        }
    }

    /// The entries after `i` move up one: their positions are moved too, not hashed again (which made
    /// a loop of removals from a big dictionary cost the square of its size in hashing).
    private mutating func remove(at i: Int) {
        if positions != nil, let hashed = HashedKey(keys[i]) {
            positions![hashed] = nil
            positions = positions!.mapValues { $0 > i ? $0 - 1 : $0 }
        }
        keys.remove(at: i); values.remove(at: i)
    }

    /// The index, when every key has a hashable form (else lookups compare, as before).
    private mutating func reindex() {
        var index: [HashedKey: Int] = [:]
        index.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() {
            guard let hashed = HashedKey(key) else { positions = nil; return }
            index[hashed] = i
        }
        positions = index
    }
}

/// A dictionary key's or a Set member's hashable form, for the values `valuesEqual` compares by
/// value: numbers (an Int and a whole Double are equal when their values are, so both hash as the
/// Int), strings, Booleans.
enum HashedKey: Hashable {
    case int(Int), double(Double), string(String), bool(Bool)

    init?(_ value: Value) {
        switch value.unboxed {
        case .int(let n): self = .int(n)
        case .double(let x): self = Int(exactly: x).map { .int($0) } ?? .double(x)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        default: return nil
        }
    }
}

/// A named variable or stored property: what `let`/`var` declare and a `@State` wraps.
public final class Ref {
    public var value: Value
    package let isConstant: Bool
    /// An `inout` parameter: reads and writes go through to the caller's variable.
    package let isAlias: Bool
    /// A variable declared with `willSet`/`didSet`, and the scope its observers run in.
    package var observed: (observers: PropertyObservers, scope: Scope)?
    /// `@State` storage that a render-tree node owns: a body's write to it is ignored.
    package var isInstalled = false
    /// A variable declared with an Optional type (`let sizes: [CGSize]?`), whose `map` is Optional's.
    package var isDeclaredOptional = false
    /// A variable declared without a type whose initial value Swift infers as a collection of
    /// Optionals (`let parsed = words.map { Int($0) }`: `Interpreter.infersOptionalElements`).
    package var hasOptionalElements = false
    /// The type written in its declaration (`var total: Double? = nil`), which values written to it take (WrittenValues.swift).
    package var declaredType: TypeSyntax? { didSet { declaredShape = nil } }
    /// Its declared type's shape, and the `DeclaredShapes` generation it was worked out in.
    package var declaredShape: (shape: DeclaredShape, generation: Int)?
    package init(_ value: Value, isConstant: Bool = false, isAlias: Bool = false) {
        self.value = value; self.isConstant = isConstant; self.isAlias = isAlias
    }

    /// Whether a declaration of the name in the same scope may take this variable over with a new
    /// value rather than a new variable (a loop's next iteration): nothing but plain storage.
    @inline(__always) package func isReusable(asConstant constant: Bool) -> Bool {
        isConstant == constant && !isAlias && observed == nil && !isInstalled
    }

    /// What reading the variable gives: through `@State` storage always, through a binding only
    /// when the variable is an alias (a `let b = Binding(…)` stays a binding). Inline: every name
    /// read ends here.
    @inline(__always) package var readValue: Value {
        if isAlias { return value.unboxedForRead }
        if case .box(let ref) = value { return ref.value }
        return value
    }

    /// `readValue` as a number, read where the value is (no copy of it made): what arithmetic
    /// reads at every step (`ArithmeticIsland`).
    @inline(__always) package var number: NumberRead {
        guard !isAlias else { return NumberRead(readValue) }
        if case .box(let ref) = value { return NumberRead(ref.value) }
        return NumberRead(value)
    }
}

/// A variable's value as arithmetic sees it: a number, a value of a branch not taken (`.unknown`),
/// or anything else.
package enum NumberRead {
    case int(Int), double(Double), unknown, other

    @inline(__always) init(_ value: borrowing Value) {
        switch value {
        case .int(let n): self = .int(n)
        case .double(let d): self = .double(d)
        case .unknown: self = .unknown
        default: self = .other
        }
    }
}

public struct Instance {
    public var typeName: String
    package var fields: Fields
    /// The stored properties' names, in the order they were declared.
    package var order: [String] { fields.names }
    package init(typeName: String, fields: Fields = Fields()) {
        self.typeName = typeName
        self.fields = fields
    }
    package init(typeName: String, fields: [(String, Value)]) {
        self.init(typeName: typeName, fields: Fields(names: fields.map(\.0), values: fields.map(\.1)))
    }
    package mutating func set(_ name: String, _ value: Value) { fields[name] = value }
}

public final class Object {
    public let typeName: String
    package var fields: Fields
    /// How many times `objectWillChange.send()` was called, which the update cycle watches.
    public internal(set) var willChangeCount = 0
    package var order: [String] { fields.names }
    /// Where an object of a class with a `deinit` goes when its last reference does.
    private let releasedTo: ReleasedObjects?
    package init(typeName: String, fields: Fields = Fields(), releasedTo: ReleasedObjects? = nil) {
        self.typeName = typeName; self.fields = fields; self.releasedTo = releasedTo
    }
    package func set(_ name: String, _ value: Value) { fields[name] = value }

    // The learner's `deinit` cannot run here, in the middle of whatever released the object: a copy of
    // it waits for the end of the statement (Deinitializers.swift).
    deinit { releasedTo?.pending.append(Object(typeName: typeName, fields: fields)) }
}

public struct EnumCase {
    public var typeName: String
    public var name: String
    public var associated: [TupleElement]
    package init(typeName: String, name: String, associated: [TupleElement]) {
        self.typeName = typeName; self.name = name; self.associated = associated
    }
}

public struct BindingValue {
    package let get: () throws -> Value
    package let set: (Value) throws -> Void
    /// The state box a `$value` projection reads and writes, which the update cycle's `@self`
    /// comparison uses (ViewEquality.swift); nil for other bindings.
    package var source: Ref? = nil
    package init(get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void, source: Ref? = nil) {
        self.get = get; self.set = set; self.source = source
    }
}

/// Labels as Swift names a call or a declaration: `selection:label:content:`, `_` for none.
package func selector(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }

/// A call argument: its label, its value, and where it was written.
public struct Argument {
    public var label: String?
    public var value: Value
    package var syntax: Syntax?
    package var isTrailingClosure = false
    /// `&x`: the value is a binding to the caller's variable, which the callee writes through.
    package var isInout = false
    package init(label: String?, value: Value, syntax: Syntax? = nil, isTrailingClosure: Bool = false, isInout: Bool = false) {
        self.label = label; self.value = value; self.syntax = syntax; self.isTrailingClosure = isTrailingClosure
        self.isInout = isInout
    }
}

/// Something that can be called: a learner's function or closure, or a built-in.
public final class Callable {
    package enum Kind {
        case user(UserFunction)
        case builtin(([Argument]) throws -> Value)
    }
    package let name: String
    package let kind: Kind
    /// The learner's method a built-in calls with its `self` bound (`perform: handle`).
    private let boundMethod: UserFunction?
    /// An operator used as a function (`reduce(0, +)`): where it is written, which its errors name.
    /// Its built-in applies `binary` to its two arguments, which `Interpreter.invoke` does directly.
    package let operatorSite: Syntax?
    package init(name: String, kind: Kind, binding method: UserFunction? = nil, operatorSite: Syntax? = nil) {
        self.name = name; self.kind = kind; boundMethod = method; self.operatorSite = operatorSite
    }

    package var userFunction: UserFunction? { if case .user(let f) = kind { f } else { nil } }
    /// The learner's function this calls, bound or not: what its parameters are.
    package var declaredFunction: UserFunction? { userFunction ?? boundMethod }
}

/// A function, method, initializer or closure written by the learner.
package final class UserFunction {
    package struct Parameter {
        package var label: String?      // the argument label; nil for `_`
        package var name: String        // the name inside the body
        package var type: TypeSyntax?
        package var defaultValue: ExprSyntax?
        package var isViewBuilder: Bool
        package var isInout: Bool
        package var isVariadic: Bool
        /// `@autoclosure () -> T`: the argument is passed as a closure that returns it.
        package var isAutoclosure = false
    }
    package let parameters: [Parameter]
    package let body: CodeBlockItemListSyntax?
    package let singleExpression: ExprSyntax?
    package let closureScope: Scope
    /// `@ViewBuilder` functions and closures passed where a view builder is expected.
    package let isViewBuilder: Bool
    package let isMutating: Bool
    package let returnType: TypeSyntax?
    /// `$0`, `$1`: a closure with no parameter list.
    package let usesAnonymousParameters: Bool
    package let declaration: Syntax
    /// The body's lowered code, kept here once made so that a call need not look it up.
    package let lowered: LoweredBodySlot
    /// Each parameter's declared type, read at the first call (`Interpreter.parameterTypes`); set
    /// once, so no access spans a call.
    @exclusivity(unchecked) package var parameterTypes: [DeclaredType?]?
    /// The generic parameters its declaration names (`func describe<T>`), which a call binds to types.
    package lazy var genericParameterNames: Set<String> = Set(
        declaration.as(FunctionDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) ?? [])
    /// Whether its parameters take plain arguments (`Interpreter.takesPlainArguments`), worked out at the first call.
    @exclusivity(unchecked) package var hasPlainParameters: Bool?
    /// The scopes finished calls left and nothing else holds, for the next calls (`Scope.forCall`):
    /// one a level of a recursion, so that `fib(n - 1)` inside `fib(n)` finds one too.
    @exclusivity(unchecked) package var spareScopes: [Scope] = []
    /// Its numeric form (`NumericCompiler`), worked out at its first plain call.
    @exclusivity(unchecked) package var numeric = NumericForm.untried

    // A class, not a struct: a call passes it along many times, and copying ten fields retains each.
    package init(parameters: [Parameter], body: CodeBlockItemListSyntax?, singleExpression: ExprSyntax?, closureScope: Scope,
         isViewBuilder: Bool, isMutating: Bool, returnType: TypeSyntax?, usesAnonymousParameters: Bool, declaration: Syntax,
         lowered: LoweredBodySlot = LoweredBodySlot()) {
        self.parameters = parameters; self.body = body; self.singleExpression = singleExpression; self.closureScope = closureScope
        self.isViewBuilder = isViewBuilder; self.isMutating = isMutating; self.returnType = returnType
        self.usesAnonymousParameters = usesAnonymousParameters; self.declaration = declaration; self.lowered = lowered
    }

    // Its numeric form's calls hold the functions they call, itself among them: let go here.
    deinit { if case .compiled(let n) = numeric { n.retire() } }

    /// The same function where a view builder is expected: its body builds a view.
    package var asViewBuilder: UserFunction {
        UserFunction(parameters: parameters, body: body, singleExpression: singleExpression, closureScope: closureScope,
                     isViewBuilder: true, isMutating: isMutating, returnType: returnType,
                     usesAnonymousParameters: usesAnonymousParameters, declaration: declaration, lowered: lowered)
    }
}

/// SwiftUI values that are not views.
public enum SwiftUIValue {
    case font(Font)
    case alignment(Alignment)
    case alignmentKey(AlignmentKey)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case edgeSet(EdgeSet)
    case edgeInsets(EdgeInsets)
    case gridItem(GridItem)
    case axisSet(Set<Axis>)
    case contentMode(ContentMode)
    case viewDimensions(ViewDimensions)
    /// What a `GeometryReader`'s content closure receives.
    case geometryProxy(GeometryProxyValue)
    /// `.number`, `.percent.precision(…)`, `.dateTime.hour()`: what `Text(_:format:)` takes.
    case formatStyle(FormatStyle)
    /// `Color.blue.gradient` (`AnyGradient`): drawn as its colour.
    case gradient(ColorValue)
    /// `Path`: a value, so a copy changed leaves the original as it was (Paths.swift).
    case path(PathValue)
    /// `StrokeStyle(lineWidth:lineCap:…)` and `FillStyle(eoFill:)` (DrawingStyles.swift).
    case strokeStyle(StrokeStyle)
    case fillStyle(evenOdd: Bool)
    /// `Gradient(colors:)`, `Gradient(stops:)`, and one `Gradient.Stop` (Paints.swift).
    case gradientStops([GradientStop])
    case gradientStop(GradientStop)
    /// `Animation`: `.spring(response: 0.4).delay(0.1)`.
    case animation(AnimationExpression)
    /// `AnyTransition` (`.slide`, `.move(edge: .top).combined(with: .opacity)`), or iOS 17's
    /// `AsymmetricTransition<…>` built by name; for `.modifier(active:identity:)`, the identity
    /// modifier, which the view it inserts stays under.
    indirect case transition(TransitionSpec, typeName: String = "AnyTransition", identity: Value? = nil)
    /// A learner's layout's `LayoutSubview`, and its `ViewSpacing` (CustomLayouts.swift).
    case layoutSubview(LayoutSubviewProxy)
    case viewSpacing(ViewSpacing)
    /// `Anchor<CGRect>` (`point` nil) or `Anchor<CGPoint>` of a view (PreferenceModifiers.swift).
    case anchor(AnchorToken, point: UnitPoint?)
    /// `HStackLayout()`, `AnyLayout(…)` (LayoutValues.swift).
    case layout(LayoutValue)
    /// A `Canvas`'s `GraphicsContext`: its drawing state, copied as a struct's, and the canvas it
    /// draws into, shared (GraphicsContexts.swift).
    case graphicsContext(GraphicsContextValue)
    /// `context.resolveSymbol(id:)`: one of a Canvas's symbols, to draw (CanvasSymbols.swift).
    case canvasSymbol(CanvasSymbol)
    /// Anything else SwiftUI offers that viewlab carries by name: `.bold`, `Namespace.ID`.
    case named(type: String, description: String)
}

extension Value {
    package var isNil: Bool { if case .nilValue = self { true } else { false } }

    /// Reads through property-wrapper storage. Inline for the values that are no storage, which
    /// are nearly all, so that asking costs a comparison rather than a call and a copy.
    @inline(__always) package var unboxed: Value {
        switch self {
        case .box, .binding: readThroughStorage
        default: self
        }
    }

    private var readThroughStorage: Value {
        switch self {
        case .box(let ref): ref.value.unboxed
        case .binding(let b): (try? b.get()) ?? .nilValue
        default: self
        }
    }
}

/// The view tree carries learner values as `LearnerValue`, comparing them with Swift's `==`.
extension Value: LearnerValue {
    public func isEqual(to other: any LearnerValue) -> Bool {
        guard let other = other as? Value else { return false }
        return valuesEqual(self, other)
    }
    public func isSame(as other: any LearnerValue) -> Bool {
        guard let other = other as? Value else { return false }
        return isSame(as: other)
    }
}
