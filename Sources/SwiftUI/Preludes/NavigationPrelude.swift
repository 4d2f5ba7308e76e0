/// SwiftUI's `NavigationPath`, `ScrollViewProxy` and `EditMode`, Foundation's `IndexSet` (Apple's documentation): a type-erased list of the values pushed on a
/// NavigationStack, written in Swift and interpreted like learner code. The SwiftUI layer reads and
/// writes `_values` when a NavigationLink pushes or `back` pops (Navigation.swift).
let navigationPreludeSource = """
struct NavigationPath: Equatable {
    var _values: [Any] = []
    init() {}
    init(_ elements: [Any]) { _values = elements }
    var count: Int { _values.count }
    var isEmpty: Bool { _values.isEmpty }
    mutating func append(_ value: Any) { _values.append(value) }
    mutating func removeLast(_ k: Int = 1) { _values.removeLast(k) }
}
/// Foundation's `IndexSet` (Apple's documentation), as a List's `onDelete` and `onMove` give it: the
/// indices, sorted, each once.
struct IndexSet: Sequence, Equatable {
    var _values: [Int] = []
    init() {}
    init(integer: Int) { _values = [integer] }
    init(_ values: [Int]) { for v in values { insert(v) } }
    init(integersIn range: Range<Int>) { _values = Array(range) }
    var count: Int { _values.count }
    var isEmpty: Bool { _values.isEmpty }
    var first: Int? { _values.first }
    var last: Int? { _values.last }
    func min() -> Int? { _values.first }
    func max() -> Int? { _values.last }
    func contains(_ index: Int) -> Bool { _values.contains(index) }
    mutating func insert(_ index: Int) {
        if !_values.contains(index) { _values.append(index); _values.sort() }
    }
    mutating func remove(_ index: Int) { _values.removeAll { $0 == index } }
    func makeIterator() -> _IndexSetIterator { _IndexSetIterator(values: _values) }
    func map<T>(_ transform: (Int) -> T) -> [T] { _values.map(transform) }
    func forEach(_ body: (Int) -> Void) { _values.forEach(body) }
    func sorted() -> [Int] { _values }
}
struct _IndexSetIterator {
    var values: [Int]
    var position = 0
    mutating func next() -> Int? {
        if position >= values.count { return nil }
        position += 1
        return values[position - 1]
    }
}
/// `ScrollViewReader`'s proxy: its `scrollTo(id, anchor:)` asks the update cycle to scroll to the
/// view with that id (Builtins/Methods.swift answers the call).
struct ScrollViewProxy {}
/// `EditMode` (Apple's documentation): a List's edit mode, which `isEditing` tells apart.
enum EditMode: Equatable {
    case inactive, transient, active
    var isEditing: Bool { self != .inactive }
}
"""

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` on arrays (Apple's documentation),
/// which a List's `onDelete` and `onMove` call: declared when a session starts, as an extension of a
/// type the navigation prelude does not declare; `IndexSet` is declared when a call names it.
let listEditingPreludeSource = """
extension Array {
    mutating func remove(atOffsets offsets: IndexSet) {
        for index in offsets._values.reversed() { remove(at: index) }
    }
    /// The elements at `source` moved, in order, to before the element at `destination` (indices before the move).
    mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (index, element) in enumerated() {
            if source.contains(index) { moved.append(element) } else if index < destination { before.append(element) } else { after.append(element) }
        }
        self = before + moved + after
    }
}
"""
