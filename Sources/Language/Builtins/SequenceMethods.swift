import Foundation
import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// How many arguments the collection methods that read them by position need at least.
    private static let argumentsNeeded: [String: Int] = [
        "reduce": 1, "contains": 1, "append": 1, "insert": 1, "remove": 1, "swapAt": 2,
        "firstIndex": 1, "lastIndex": 1, "union": 1, "formUnion": 1, "intersection": 1, "formIntersection": 1,
        "subtracting": 1, "subtract": 1, "symmetricDifference": 1, "isSubset": 1, "isSuperset": 1, "isDisjoint": 1,
    ]

    /// `split(separator:maxSplits:omittingEmptySubsequences:)`'s options as written, else the defaults.
    func splitOptions(_ args: [Argument]) -> (maxSplits: Int, omitsEmpty: Bool) {
        var options = (maxSplits: Int.max, omitsEmpty: true)
        for a in args {
            if a.label == "maxSplits", case .int(let n) = a.value.unboxed { options.maxSplits = n }
            if a.label == "omittingEmptySubsequences", case .bool(let b) = a.value.unboxed { options.omitsEmpty = b }
        }
        return options
    }

    /// The positions a range value covers in a collection of `count` elements (`2...`, `..<3` included);
    /// one reaching outside it is the standard library's trap.
    func offsets(of range: Value, in count: Int, for method: String, at node: some SyntaxProtocol) throws -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = range.unboxed else { throw error(.needsIntIndex, method, at: node) }
        func bound(_ v: Value, _ otherwise: Int) throws -> Int {
            if v.isNil { return otherwise }
            guard case .int(let i) = v else { throw error(.needsIntIndex, method, at: node) }
            return i
        }
        let lo = try bound(lower, 0), hi = try bound(upper, count) + (closed && !upper.isNil ? 1 : 0)
        guard lo >= 0, lo <= hi, hi <= count else { throw error(.indexOutOfRange, lo < 0 || lo > count ? lo : hi, count, at: node) }
        return lo..<hi
    }

    /// `sorted(using: KeyPathComparator(\.name))`, `sort(using: [SortDescriptor(\.date, order: .reverse), …])`:
    /// by each comparator's key path in turn, the first that tells two elements apart deciding,
    /// compared with `<` (ComparableComparator's order; a String's localized order is not modelled).
    func comparatorOrder(_ comparators: Value, at node: Syntax) throws -> (Value, Value) throws -> Bool {
        let list: [Value] = if case .array(let items) = comparators.unboxed { items } else { [comparators] }
        let keys = list.compactMap { c -> (path: [String], reverse: Bool)? in
            guard case .instance(let i) = c.unboxed, case .keyPath(let path)? = i.fields["keyPath"]?.unboxed else { return nil }
            return (path, i.fields["order"].map { describe($0.unboxed) == "reverse" } ?? false)
        }
        return { [unowned self] x, y in
            for key in keys {
                let a = try read(x, through: key.path, at: node), b = try read(y, through: key.path, at: node)
                if try equal(a, b, at: node) { continue }
                let less = try truth(binary("<", a, b, at: node), at: node)
                return key.reverse ? !less : less
            }
            return false
        }
    }

    /// `1...`: a range with no end.
    func isEndless(_ value: Value) -> Bool {
        if case .range(let lower, let upper, _) = value.unboxed { !lower.isNil && upper.isNil } else { false }
    }

    /// `append(_:)` and `append(contentsOf:)`; `tags.append(.urgent)`: the implicit member takes the elements' type.
    private func append(_ a: [Value], _ args: [Argument], to items: inout [Value], at node: Syntax) throws -> Value {
        guard let first = a.first else { throw error(.missingArgument, "append", at: node) }
        func typedLikeItems(_ v: Value) -> Value { items.first.map { typed(v, like: $0, at: node) } ?? v }
        if args[0].label == "contentsOf" {
            let more = try elements(of: first, at: node).map(typedLikeItems)
            try budget.elements(self, items.count + more.count, of: .array, at: node)
            items += more
        } else {
            let element = typedLikeItems(first)
            try budget.elements(self, items.count + 1, of: .array, at: node)
            items.append(element)
        }
        return .void
    }

    func isSequence(_ value: Value) -> Bool {
        switch value.unboxed {
        case .array, .range, .dictionary, .string: true
        default: false
        }
    }

    /// Sequence and collection methods, shared by arrays, ranges, strings and dictionaries.
    func arrayMethod(_ name: String, _ items: inout [Value], _ a: [Value], _ args: [Argument], at node: Syntax) throws -> Value? {
        // The commonest method, asked before the switch below compares the name with dozens of others.
        if name == "append" { return try append(a, args, to: &items, at: node) }
        // The methods below read their arguments by position: one written without them is refused, not a trap.
        if let needed = Self.argumentsNeeded[name], a.count < needed { throw error(.missingArgument, name, at: node) }
        func f(_ i: Int = 0) throws -> Value {
            guard i < a.count else { throw error(.needsClosure, name, at: node) }
            return a[i]
        }
        func predicate(_ v: Value) throws -> Bool { try truth(invoke(try f(), v, at: node), at: node) }
        func same(_ x: Value, _ y: Value) throws -> Bool { try equal(x, y, at: node) }
        func less(_ x: Value, _ y: Value) throws -> Bool {
            if let by = a.first { return try truth(invoke(by, x, y, at: node), at: node) }
            return try truth(binary("<", x, y, at: node), at: node)
        }
        func index(_ v: Value) throws -> Int {
            guard case .int(let i) = v.unboxed else { throw error(.needsIntIndex, name, at: node) }
            return i
        }
        func checkIndex(_ i: Int, inclusive: Bool = false) throws {
            guard i >= 0, inclusive ? i <= items.count : i < items.count else {
                throw error(.indexOutOfRange, i, items.count, at: node)
            }
        }
        switch name {
        case "map": return .array(try items.map { try invoke(try f(), $0, at: node) })  // as many elements as `items`: no growth
        case "compactMap": return .array(try items.map { try invoke(try f(), $0, at: node) }.filter { !$0.unboxed.isNil })
        case "flatMap":
            var out: [Value] = []
            for item in items {
                let more = try elements(of: invoke(try f(), item, at: node), at: node)
                try budget.elements(self, out.count + more.count, of: .array, at: node)
                out += more
            }
            return .array(out)
        case "filter": return .array(try items.filter(predicate))
        case "forEach": for v in items { _ = try invoke(try f(), v, at: node) }; return .void
        case "reduce":
            if args.first?.label == "into" {
                let acc = Ref(a[0])
                for v in items { _ = try invoke(try f(1), .box(acc), v, at: node) }
                return acc.value
            }
            var acc = a[0]
            // `sizes.reduce(.zero) { … }`: an implicit member as the start takes the elements' type,
            // the accumulator's type in nearly every reduce (not in source: Swift infers it from the closure).
            if case .implicitMember = acc, let first = items.first { acc = try coerce(acc, toTypeNamed: typeName(of: first), at: node) }
            // `reduce((count: 0, total: 0.0)) { ($0.count + 1, …) }`: the closure returns the
            // accumulator's type, so an unlabelled tuple it makes takes the start's labels.
            let labels: [String?]? = if case .tuple(let start) = acc.unboxed, start.contains(where: { $0.label != nil }) { start.map(\.label) } else { nil }
            for v in items {
                acc = try invoke(try f(1), acc, v, at: node)
                if let labels, case .tuple(let made) = acc.unboxed, made.count == labels.count, made.allSatisfy({ $0.label == nil }) {
                    acc = .tuple(zip(labels, made).map { TupleElement(label: $0, value: $1.value) })
                }
            }
            return acc
        case "sorted" where args.first?.label == "using", "sort" where args.first?.label == "using":
            let order = try comparatorOrder(a[0], at: node)
            let sorted = try items.sorted(by: order)
            if name == "sort" { items = sorted; return .void }
            return .array(sorted)
        case "sorted": return .array(try items.sorted(by: less))
        case "sort": items = try items.sorted(by: less); return .void
        case "min": return try items.min(by: less) ?? .nilValue
        case "max": return try items.max(by: less) ?? .nilValue
        // Set's algebra: viewlab keeps a Set as an array of distinct elements, in insertion order.
        case "union", "formUnion":
            var members = ValueMembership(items)
            var out = items
            for v in try elements(of: f(), at: node) where try members.insert(v, same) { out.append(v) }
            if name == "formUnion" { items = out; return .void }
            return .array(out)
        case "intersection", "formIntersection", "subtracting", "subtract":
            let other = ValueMembership(try elements(of: f(), at: node))
            let keep = name == "intersection" || name == "formIntersection"
            let out = try items.filter { try other.contains($0, same) == keep }
            if name.hasPrefix("form") || name == "subtract" { items = out; return .void }
            return .array(out)
        case "symmetricDifference":
            let otherItems = try elements(of: f(), at: node)
            let other = ValueMembership(otherItems), mine = ValueMembership(items)
            return .array(try items.filter { !(try other.contains($0, same)) } + otherItems.filter { !(try mine.contains($0, same)) })
        case "isSubset", "isSuperset", "isDisjoint":
            let otherItems = try elements(of: f(), at: node)
            switch name {
            case "isSubset":
                let other = ValueMembership(otherItems)
                return .bool(try items.allSatisfy { try other.contains($0, same) })
            case "isSuperset":
                let mine = ValueMembership(items)
                return .bool(try otherItems.allSatisfy { try mine.contains($0, same) })
            default:
                let other = ValueMembership(otherItems)
                return .bool(!(try items.contains { try other.contains($0, same) }))
            }
        case "contains":
            if args.first?.label == "where" || { if case .function = a.first { true } else { false } }() { return .bool(try items.contains(where: predicate)) }
            return .bool(try firstIndex(of: a[0], in: items, at: node) != nil)
        case "allSatisfy": return .bool(try items.allSatisfy(predicate))
        case "first": return try items.first(where: predicate) ?? .nilValue
        case "last": return try items.last(where: predicate) ?? .nilValue
        case "firstIndex":
            if args.first?.label == "of" { return try firstIndex(of: a[0], in: items, at: node).map { .int($0) } ?? .nilValue }
            return try items.firstIndex(where: predicate).map { .int($0) } ?? .nilValue
        case "lastIndex":
            if args.first?.label == "of" { return try items.lastIndex { try equal($0, a[0], at: node) }.map { .int($0) } ?? .nilValue }
            return try items.lastIndex(where: predicate).map { .int($0) } ?? .nilValue
        case "count": return .int(try items.filter(predicate).count)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1)]) })
        case "joined" where a.isEmpty && items.allSatisfy({ if case .array = $0.unboxed { true } else { false } }):
            // An array of arrays joined is their elements, in order.
            return .array(items.flatMap { item -> [Value] in if case .array(let inner) = item.unboxed { inner } else { [] } })
        case "joined":
            let sep: String = { if case .string(let s)? = a.first { s } else { "" } }()
            let parts = items.map { describe($0) }
            try budget.string(self, bytes: parts.reduce(sep.utf8.count * max(0, parts.count - 1)) { $0 + $1.utf8.count }, at: node)
            return .string(parts.joined(separator: sep))
        case "reversed": return .array(items.reversed())
        case "reverse": items.reverse(); return .void
        // `prefix { $0 > 2 }`: a trailing closure is the `while:` argument.
        case "prefix" where args.first?.label == "while" || args.first?.isTrailingClosure == true:
            return .array(try Array(items.prefix(while: predicate)))
        case "drop" where args.first?.label == "while" || args.first?.isTrailingClosure == true:
            return .array(try Array(items.drop(while: predicate)))
        case "starts":
            guard case .array(let other) = try f().unboxed else { return nil }
            return .bool(try items.count >= other.count && (zip(items, other).allSatisfy { try equal($0, $1, at: node) }))
        case "split" where args.first?.label == "separator":
            let options = splitOptions(args)
            let parts = try items.split(maxSplits: options.maxSplits, omittingEmptySubsequences: options.omitsEmpty) { try equal($0, a[0], at: node) }
            try budget.elements(self, parts.count, of: .array, at: node)
            return .array(parts.map { .array(Array($0)) })
        case "split" where args.first?.label == "whereSeparator" || args.first?.isTrailingClosure == true:
            let parts = try items.split(whereSeparator: predicate)
            return .array(parts.map { .array(Array($0)) })
        // `prefix(through: i)`, `prefix(upTo: i)`, `suffix(from: i)` take an index; `prefix(n)`, `suffix(n)` a count.
        case "prefix" where args.first?.label == "through": return .array(Array(items.prefix(max(0, try index(a[0]) + 1))))
        case "prefix": return .array(Array(items.prefix(max(0, try index(a.first ?? .int(0))))))
        case "suffix" where args.first?.label == "from": return .array(Array(items.dropFirst(max(0, try index(a[0])))))
        case "suffix": return .array(Array(items.suffix(max(0, try index(a.first ?? .int(0))))))
        // An array's index is its position: `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `distance(from:to:)`.
        case "index" where args.first.map { ["after", "before", nil].contains($0.label) } ?? false && (args.count == 1 || args[1].label == "offsetBy"):
            let i = try index(a[0])
            return .int(args[0].label == "after" ? i + 1 : args[0].label == "before" ? i - 1 : i + (a.count > 1 ? try index(a[1]) : 0))
        case "distance" where args.count == 2: return .int(try index(a[1]) - index(a[0]))
        case "dropFirst": return .array(Array(items.dropFirst(a.isEmpty ? 1 : max(0, try index(a[0])))))
        case "dropLast": return .array(Array(items.dropLast(a.isEmpty ? 1 : max(0, try index(a[0])))))
        case "insert" where a.count == 1:
            // Set's `insert(_:)`: added unless present, and says which.
            let present = try firstIndex(of: a[0], in: items, at: node).map { items[$0] }
            if present == nil {
                try budget.elements(self, items.count + 1, of: .array, at: node)
                items.append(a[0])
            }
            return .tuple([TupleElement(label: "inserted", value: .bool(present == nil)),
                           TupleElement(label: "memberAfterInsert", value: present ?? a[0])])
        case "insert":
            guard a.count == 2 else { throw error(.needsClosure, name, at: node) }
            let i = try index(a[1]); try checkIndex(i, inclusive: true)
            // `insert(contentsOf: [7, 8], at: 1)`: the elements, spliced in.
            let more = args.first?.label == "contentsOf" ? try elements(of: a[0], at: node) : [a[0]]
            try budget.elements(self, items.count + more.count, of: .array, at: node)
            items.insert(contentsOf: more, at: i); return .void
        case "remove" where args.first?.label == nil && a.count == 1:
            // Set's `remove(_:)`: the member equal to the argument, taken out, or nil (Array's is `remove(at:)`).
            guard let i = try firstIndex(of: a[0], in: items, at: node) else { return .nilValue }
            return items.remove(at: i)
        case "remove":
            let i = try index(a[0]); try checkIndex(i)
            return items.remove(at: i)
        case "removeAll":
            if let p = a.first, case .function = p { items = try items.filter { !(try predicate($0)) } } else { items.removeAll() }
            return .void
        case "removeLast", "removeFirst":
            // `removeFirst(2)`: that many; more than there are is the standard library's trap.
            let count = try a.first.map(index) ?? 1
            guard count >= 0, items.count >= count, !(a.isEmpty && items.isEmpty) else {
                throw error(name == "removeLast" ? .removeLastOfEmpty : .removeFirstOfEmpty, at: node)
            }
            if a.isEmpty { return name == "removeLast" ? items.removeLast() : items.removeFirst() }
            if name == "removeLast" { items.removeLast(count) } else { items.removeFirst(count) }
            return .void
        case "popLast": return items.popLast() ?? .nilValue
        // `removeSubrange(r)`, `replaceSubrange(r, with:)`: a String.Index being the character offset, a
        // string's subrange is its characters'.
        case "removeSubrange", "replaceSubrange":
            guard let range = a.first else { throw error(.missingArgument, name, at: node) }
            let r = try offsets(of: range, in: items.count, for: name, at: node)
            let more = name == "replaceSubrange" && a.count > 1 ? try elements(of: a[1], at: node) : []
            try budget.elements(self, items.count - r.count + more.count, of: .array, at: node)
            items.replaceSubrange(r, with: more)
            return .void
        // The standard library's own partition (its order of swaps, so the result prints as Swift's does).
        case "partition": return .int(try items.partition(by: predicate))
        // `names.formatted()`: Foundation's list format in en_US, "a, b, and c" (Apple's documentation
        // of `ListFormatStyle`, `.and` by default).
        // `.formatted(.list(type: .or))`: "a, b, or c".
        case "formatted" where items.allSatisfy({ if case .string = $0.unboxed { true } else { false } }):
            var conjunction = "and"
            if let style = a.first {
                guard case .implicitMember("list", let options) = style.unboxed else { return nil }
                if options?.contains(where: { $0.label == "type" && describe($0.value.unboxed) == "or" }) == true { conjunction = "or" }
            }
            let words = items.map { describe($0) }
            switch words.count {
            case 0, 1: return .string(words.first ?? "")
            case 2: return .string(words[0] + " \(conjunction) " + words[1])
            default: return .string(words.dropLast().joined(separator: ", ") + ", \(conjunction) " + words.last!)
            }
        case "elementsEqual" where a.count == 1:
            let other = try elements(of: a[0], at: node)
            return .bool(try items.count == other.count && zip(items, other).allSatisfy { try equal($0, $1, at: node) })
        case "swapAt":
            let i = try index(a[0]), j = try index(a[1]); try checkIndex(i); try checkIndex(j)
            items.swapAt(i, j); return .void
        case "shuffled", "randomElement":
            // Deterministic on purpose: the same input always prints the same output.
            return name == "shuffled" ? .array(items.reversed()) : (items.first ?? .nilValue)
        case "shuffle":
            // As `shuffled()`, in place (Pro SwiftUI L890–923).
            items.reverse(); return .void
        default: return nil
        }
    }
}
