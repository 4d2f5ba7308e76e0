import Foundation
import SwiftSyntax
import ViewlabModel

extension Interpreter {
    /// Properties of Swift's own values: `count`, `isEmpty`, `first`, `indices`, ...
    package func builtinProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        // `(1...10).lazy.filter { … }`: viewlab's sequences are made whole, so a lazy one is the sequence.
        if name == "lazy", isSequence(value) { return value }
        switch value {
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .nilValue
            case "last": return s.last.map { .string(String($0)) } ?? .nilValue
            case "capitalized": return .string(s.capitalized)
            case "localizedCapitalized": return .string(s.capitalized)
            case "localizedUppercase": return .string(s.uppercased())
            case "localizedLowercase": return .string(s.lowercased())
            case "description": return value
            case "debugDescription": return .string(describe(value, quoted: true))
            // A String.Index is the character offset in viewlab (KNOWN-GAPS.md): `startIndex`, `endIndex`.
            case "startIndex": return .int(0)
            case "endIndex": return .int(s.count)
            case "indices": return .range(lower: .int(0), upper: .int(s.count), closed: false)
            case "utf8": return .array(s.utf8.map { .int(Int($0)) })
            case "utf16": return .array(s.utf16.map { .int(Int($0)) })
            case "unicodeScalars": return .array(s.unicodeScalars.map { .string(String($0)) })
            default:
                // A Character is a one-character String in viewlab: its properties (`$0.isNumber`).
                guard s.count == 1, let c = s.first else { return nil }
                switch name {
                case "isNumber": return .bool(c.isNumber)
                case "isLetter": return .bool(c.isLetter)
                case "isUppercase": return .bool(c.isUppercase)
                case "isLowercase": return .bool(c.isLowercase)
                case "isWhitespace": return .bool(c.isWhitespace)
                case "isPunctuation": return .bool(c.isPunctuation)
                case "isWholeNumber": return .bool(c.isWholeNumber)
                case "isHexDigit": return .bool(c.isHexDigit)
                case "isASCII": return .bool(c.isASCII)
                case "isSymbol": return .bool(c.isSymbol)
                case "isMathSymbol": return .bool(c.isMathSymbol)
                case "isCurrencySymbol": return .bool(c.isCurrencySymbol)
                case "isCased": return .bool(c.isCased)
                case "hexDigitValue": return c.hexDigitValue.map { .int($0) } ?? .nilValue
                case "value": return s.unicodeScalars.first.map { .int(Int($0.value)) } ?? .nilValue
                case "isNewline": return .bool(c.isNewline)
                case "wholeNumberValue": return c.wholeNumberValue.map { .int($0) } ?? .nilValue
                case "asciiValue": return c.asciiValue.map { .int(Int($0)) } ?? .nilValue
                default: return nil
                }
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .nilValue
            case "last": return items.last ?? .nilValue
            case "indices": return .range(lower: .int(0), upper: .int(items.count), closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            // An array's debug description is its description: its elements are shown quoted in both.
            case "description", "debugDescription": return .string(describe(value))
            default: return nil
            }
        case .dictionary(let d):
            switch name {
            case "count": return .int(d.keys.count)
            case "isEmpty": return .bool(d.keys.isEmpty)
            case "keys": return .array(d.keys)
            case "values": return .array(d.values)
            default: return nil
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return lower
            case "upperBound": return upper
            case "count", "isEmpty", "first", "last", "indices":
                return try builtinProperty(name, of: .array(elements(of: value, at: node)), at: node)
            default: _ = closed; return nil
            }
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            case "magnitude": return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
            case "isZero": return .bool(i == 0)
            case "nonzeroBitCount": return .int(i.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(i.leadingZeroBitCount)
            case "trailingZeroBitCount": return .int(i.trailingZeroBitCount)
            case "bitWidth": return .int(i.bitWidth)
            default: return nil
            }
        case .double(let d):
            switch name {
            case "description": return .string(String(describing: d))
            case "isNaN": return .bool(d.isNaN)
            case "isInfinite": return .bool(d.isInfinite)
            case "isFinite": return .bool(d.isFinite)
            case "magnitude": return .double(d.magnitude)
            case "isZero": return .bool(d == 0)
            // FloatingPointSign, as an implicit member `==` compares by name.
            case "sign": return .implicitMember(d.sign == .minus ? "minus" : "plus", nil)
            default: return nil
            }
        case .bool(let b):
            return name == "description" ? .string(String(b)) : nil
        case .swiftUI(let s):
            return try library.property(self, s, name, at: node)
        case .view(.subview(_, let id, let flavor)) where name == "id":
            // Opaque in SwiftUI (`Subview.ID`, `AnyHashable`): equal for two proxies of one element.
            return .swiftUI(.named(type: flavor.idTypeName, description: id))
        case .view(.color(let c)) where name == "gradient":
            return .swiftUI(.gradient(c))
        case .implicitMember(_, nil) where name == "gradient":
            // `.fill(.red.gradient)`: the member's type is Color.
            return toColor(value).map { .swiftUI(.gradient($0)) }
        default:
            return nil
        }
    }

    package func isMutatingBuiltin(_ name: String, on value: Value) -> Bool {
        switch value.unboxed {
        case .array: ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "sort", "reverse", "swapAt", "shuffle",
                      "formUnion", "formIntersection", "subtract", "removeSubrange", "replaceSubrange", "partition"].contains(name)
        case .dictionary: ["updateValue", "removeValue", "removeAll", "merge"].contains(name)
        case .string: ["append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "removeSubrange", "replaceSubrange"].contains(name)
        case .bool: name == "toggle"
        case .swiftUI(.viewSpacing): name == "formUnion"
        case .swiftUI(.path): library.pathMutatingMethods.contains(name)
        case .swiftUI(.graphicsContext): library.graphicsContextMutatingMethods.contains(name)
        case .int, .double: ["negate", "round"].contains(name)
        case .instance: isOptionSet(value) && Self.optionSetMutators.contains(name)
        default: false
        }
    }

    /// A value read through a key path's members: `\.name` of an element, `\.self` the value itself.
    package func read(_ value: Value, through path: [String], at node: some SyntaxProtocol) throws -> Value {
        try path.reduce(value) { v, component in
            component == "self" ? v : try member(of: v, component, at: node, selfRef: nil, hint: .none)
        }
    }

    /// `invoke` with one value (`map`, `filter`, `contains(where:)`): no list of values made for it.
    package func invoke(_ f: Value, _ arg: Value, at node: some SyntaxProtocol) throws -> Value {
        if case .function(let callable) = f.unboxed { return try call(callable, value: arg, at: Syntax(node)) }
        return try invoke(f, [arg], at: node)
    }

    /// `invoke` with two values (`reduce(0, +)`, `sorted(by: >)`): an operator applied to them at once.
    package func invoke(_ f: Value, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        if case .function(let callable) = f.unboxed, let site = callable.operatorSite {
            return try callBuiltin(at: Syntax(node)) { try binary(callable.name, a, b, at: site) }
        }
        return try invoke(f, [a, b], at: node)
    }

    /// Calls a closure argument (or a key path used as one) with `args`.
    package func invoke(_ f: Value, _ args: Value..., at node: some SyntaxProtocol) throws -> Value {
        try invoke(f, args, at: node)
    }

    private func invoke(_ f: Value, _ args: [Value], at node: some SyntaxProtocol) throws -> Value {
        if case .keyPath(let path) = f.unboxed, args.count == 1 {
            // A key path used as a function: `map(\.name)`.
            return try read(args[0], through: path, at: node)
        }
        guard case .function(let callable) = f.unboxed else { throw error(.expectedClosure, at: node) }
        return try call(callable, values: args, at: Syntax(node))
    }

    /// Methods of Swift's own values. `target` is the receiver; mutating methods change it.
    package func builtinMethod(_ name: String, on target: inout Value, _ args: [Argument], at node: Syntax) throws -> Value {
        // A context, path or spacing: the catalogue's methods, asked first and with the arguments as
        // they are (a Canvas replay calls `ctx.fill` for every shape of every frame).
        let isLibraryMutable = switch target.unboxed {
        case .swiftUI(.viewSpacing), .swiftUI(.path), .swiftUI(.graphicsContext): true
        default: false
        }
        if isLibraryMutable, let v = try library.mutatingMethod(self, name, on: &target, args, at: node) { return v }
        let a = args.map(\.value)
        func arg(_ i: Int) throws -> Value {
            guard i < a.count else { throw error(.missingArgument, name, at: node) }
            return a[i]
        }
        func int(_ i: Int) throws -> Int {
            guard case .int(let v) = try arg(i).unboxed else { throw error(.needsInt, name, at: node) }
            return v
        }
        if case .array(var items) = target {
            // The receiver lets go of its storage for the call, so a mutating method (`append`)
            // changes it in place instead of copying every element.
            target = .void
            defer { target = .array(items) }
            if let result = try arrayMethod(name, &items, a, args, at: node) { return result }
        } else if case .array(var items) = target.unboxed, let result = try arrayMethod(name, &items, a, args, at: node) {
            target = .array(items)
            return result
        }
        if case .dictionary(var d) = target, name == "updateValue" || name == "removeValue" {
            // The same for a dictionary's own changes: a loop of removals copied it whole at each.
            target = .void
            defer { target = .dictionary(d) }
            let key = try arg(name == "updateValue" ? 1 : 0)
            let old = d[key] ?? .nilValue
            if name == "removeValue" {
                d[key] = nil
            } else {
                if old.isNil { try budget.elements(self, d.keys.count + 1, of: .dictionary, at: node) }
                d[key] = a[0]
            }
            return old
        }
        if isOptionSet(target), let result = try optionSetMethod(name, on: &target, args, at: node) { return result }
        switch target.unboxed {
        case .array:
            break
        case .range(let lower, let upper, let closed) where name == "clamped":
            // `(0...20).clamped(to: 5...10)`: the bounds moved inside the other range's.
            guard case .range(let l2, let u2, _) = try arg(0).unboxed, let lo = number(lower), let hi = number(upper),
                  let lo2 = number(l2), let hi2 = number(u2) else { break }
            let isInt = { if case .int = lower { true } else { false } }()
            func value(_ x: Double) -> Value { isInt ? .int(Int(x)) : .double(x) }
            return .range(lower: value(Swift.min(Swift.max(lo, lo2), hi2)), upper: value(Swift.max(Swift.min(hi, hi2), lo2)), closed: closed)
        case .range:
            if name == "contains", a.count == 1, args[0].label == nil, case .function = a[0] {} else if name == "contains", a.count == 1 {
                return .bool(try rangeContains(target, a[0], at: node))
            }
            var items = try elements(of: target, at: node)
            if let result = try arrayMethod(name, &items, a, args, at: node) { return result }
        case .string(var s):
            switch name {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": if case .string(let p) = try arg(0) { return .bool(s.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p) = try arg(0) { return .bool(s.hasSuffix(p)) }
            case "localizedCaseInsensitiveContains", "localizedStandardContains":
                // Foundation's, in en_US: case-insensitive; the standard one ignores diacritics too.
                let options: String.CompareOptions = name == "localizedStandardContains" ? [.caseInsensitive, .diacriticInsensitive] : .caseInsensitive
                if case .string(let p) = try arg(0) { return .bool(s.range(of: p, options: options, locale: Locale(identifier: "en_US")) != nil) }
            case "contains":
                if case .string(let p) = try arg(0) { return .bool(p.isEmpty || s.contains(p)) }
                if case .function = try arg(0) { return .bool(try s.contains { try truth(invoke(a[0], .string(String($0)), at: node), at: node) }) }
                if case .keyPath = try arg(0) { return .bool(try s.contains { try truth(invoke(a[0], .string(String($0)), at: node), at: node) }) }
            case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare":
                // Foundation's ComparisonResult, as an implicit member `==` compares by name.
                guard case .string(let other) = try arg(0) else { break }
                let insensitive = name != "compare" && name != "localizedCompare"
                let order = insensitive ? s.compare(other, options: .caseInsensitive, locale: Locale(identifier: "en_US"))
                    : s.compare(other, locale: Locale(identifier: "en_US"))
                return .implicitMember(order == .orderedAscending ? "orderedAscending" : order == .orderedSame ? "orderedSame" : "orderedDescending", nil)
            case "starts":
                if case .string(let p) = try arg(0) { return .bool(s.hasPrefix(p)) }
            case "appending":
                if case .string(let p) = try arg(0) { return .string(s + p) }
            case "replacing":
                if case .string(let x) = try arg(0), case .string(let y) = try arg(1), !x.isEmpty { return .string(s.replacingOccurrences(of: x, with: y)) }
            case "trimmingPrefix":
                if case .string(let p) = try arg(0) { return .string(s.hasPrefix(p) ? String(s.dropFirst(p.count)) : s) }
            case "padding":
                guard case .string(let pad) = try arg(1), !pad.isEmpty else { break }
                return .string(s.padding(toLength: max(0, try int(0)), withPad: pad, startingAt: a.count > 2 ? max(0, try int(2)) : 0))
            case "range", "firstRange":
                // `range(of:)`, `firstRange(of:)`: character offsets, as viewlab's String.Index is.
                guard case .string(let p) = try arg(0), let r = s.range(of: p) else { return .nilValue }
                return .range(lower: .int(s.distance(from: s.startIndex, to: r.lowerBound)), upper: .int(s.distance(from: s.startIndex, to: r.upperBound)), closed: false)
            case "index":
                // `index(i, offsetBy: n)`, `index(after:)`, `index(before:)` on character offsets.
                guard case .int(let i) = try arg(0) else { break }
                let moved = args.first?.label == "after" ? i + 1 : args.first?.label == "before" ? i - 1 : i + (a.count > 1 ? try int(1) : 0)
                guard (0...s.count).contains(moved) else { throw error(.indexOutOfRange, moved, s.count, at: node) }
                return .int(moved)
            case "distance":
                guard case .int(let from) = try arg(0), case .int(let to) = try arg(1) else { break }
                return .int(to - from)
            case "append":
                if case .string(let p) = try arg(0) {
                    try budget.string(self, bytes: s.utf8.count + p.utf8.count, at: node)
                    s += p; target = .string(s); return .void
                }
            case "split" where args.first?.label == "whereSeparator":
                let parts = try s.split { try truth(invoke(a[0], .string(String($0)), at: node), at: node) }
                try budget.elements(self, parts.count, of: .array, at: node)
                return .array(parts.map { .string(String($0)) })
            case "split":
                guard case .string(let sep) = try arg(0), let c = sep.first else { break }
                let options = splitOptions(args)
                let parts = s.split(separator: c, maxSplits: options.maxSplits, omittingEmptySubsequences: options.omitsEmpty)
                try budget.elements(self, parts.count, of: .array, at: node)
                return .array(parts.map { .string(String($0)) })
            case "components":
                // `components(separatedBy: .newlines)`: a CharacterSet Foundation names.
                if let characters = characterSet(of: try arg(0)) {
                    let parts = s.components(separatedBy: characters)
                    try budget.elements(self, parts.count, of: .array, at: node)
                    return .array(parts.map { .string($0) })
                }
                if case .string(let sep) = try arg(0) {
                    let parts = s.components(separatedBy: sep)
                    try budget.elements(self, parts.count, of: .array, at: node)
                    return .array(parts.map { .string($0) })
                }
            case "replacingOccurrences":
                if case .string(let x) = try arg(0), case .string(let y) = try arg(1) {
                    // At most every piece of the string is an occurrence that grows.
                    let growth = x.isEmpty ? 0 : s.utf8.count / x.utf8.count * max(0, y.utf8.count - x.utf8.count)
                    try budget.string(self, bytes: s.utf8.count + growth, at: node)
                    return .string(s.replacingOccurrences(of: x, with: y))
                }
            case "trimmingCharacters":
                return .string(s.trimmingCharacters(in: a.first.flatMap(characterSet(of:)) ?? .whitespacesAndNewlines))
            case "rangeOfCharacter":
                // `rangeOfCharacter(from: .decimalDigits)`: the first such character's offsets, or nil.
                guard let set = a.first.flatMap(characterSet(of:)), let r = s.rangeOfCharacter(from: set) else { return .nilValue }
                return .range(lower: .int(s.distance(from: s.startIndex, to: r.lowerBound)), upper: .int(s.distance(from: s.startIndex, to: r.upperBound)), closed: false)
            // `prefix(3)`, `suffix(2)` take a count; `prefix(through:)`, `suffix(from:)`, `prefix(while:)` are the
            // collection's (below), a String.Index being the character offset.
            case "prefix" where args.first?.label == nil && args.first?.isTrailingClosure != true: return .string(String(s.prefix(max(0, try int(0)))))
            case "suffix" where args.first?.label == nil: return .string(String(s.suffix(max(0, try int(0)))))
            case "prefix", "suffix", "drop":
                var chars = try elements(of: target, at: node)
                if case .array(let kept)? = try arrayMethod(name, &chars, a, args, at: node) { return .string(kept.map { describe($0) }.joined()) }
            case "dropFirst": return .string(String(s.dropFirst(a.isEmpty ? 1 : max(0, try int(0)))))
            case "dropLast": return .string(String(s.dropLast(a.isEmpty ? 1 : max(0, try int(0)))))
            case "removeLast" where a.isEmpty:
                guard !s.isEmpty else { throw error(.removeLastOfEmptyString, at: node) }
                let c = s.removeLast(); target = .string(s); return .string(String(c))
            case "reversed": return .string(String(s.reversed()))
            case "filter":
                // String's own `filter` keeps a String.
                var chars = try elements(of: target, at: node)
                if case .array(let kept)? = try arrayMethod(name, &chars, a, args, at: node) {
                    return .string(kept.map { describe($0) }.joined())
                }
            case "lowercasedFirst": break
            default:
                var chars = try elements(of: target, at: node)
                if let result = try arrayMethod(name, &chars, a, args, at: node) {
                    // `s.insert("X", at: i)`, `s.removeFirst()`: the characters changed are the string's.
                    if isMutatingBuiltin(name, on: target) { target = .string(chars.map { describe($0) }.joined()) }
                    return result
                }
            }
        case .dictionary(let d):
            switch name {
            case "removeAll": target = .dictionary(DictionaryValue()); return .void
            case "mapValues":
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) { out[k] = try invoke(try arg(0), v, at: node) }
                return .dictionary(out)
            case "compactMapValues":
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) {
                    let mapped = try invoke(try arg(0), v, at: node)
                    if !mapped.unboxed.isNil { out[k] = mapped }
                }
                return .dictionary(out)
            case "filter":
                // Dictionary's own `filter` keeps a Dictionary (Sequence's would make an array of pairs).
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) {
                    let pair = Value.tuple([TupleElement(label: "key", value: k), TupleElement(label: "value", value: v)])
                    if try truth(invoke(try arg(0), pair, at: node), at: node) { out[k] = v }
                }
                return .dictionary(out)
            case "merging", "merge":
                // `merging(other) { old, new in … }`: the other's pairs, the closure choosing for a key in both.
                guard case .dictionary(let other) = try arg(0).unboxed else { break }
                var out = d
                for (k, v) in zip(other.keys, other.values) {
                    out[k] = try out[k].map { try invoke(try arg(1), $0, v, at: node) } ?? v
                }
                try budget.elements(self, out.keys.count, of: .dictionary, at: node)
                if name == "merge" { target = .dictionary(out); return .void }
                return .dictionary(out)
            default:
                var pairs: [Value] = zip(d.keys, d.values).map { .tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)]) }
                if let result = try arrayMethod(name, &pairs, a, args, at: node) { return result }
            }
        case .int(let i):
            switch name {
            case "isMultiple": return .bool(try int(0) == 0 ? i == 0 : i % (try int(0)) == 0)
            case "formatted": return .string(try format(target, with: formatStyleArgument(a, at: node), at: node))
            case "signum": return .int(i.signum())
            case "quotientAndRemainder":
                let divisor = try int(0)
                guard divisor != 0 else { break }
                let (q, r) = i.quotientAndRemainder(dividingBy: divisor)
                return .tuple([TupleElement(label: "quotient", value: .int(q)), TupleElement(label: "remainder", value: .int(r))])
            case "distance": return .int(try int(0) - i)
            case "negate":
                guard i != .min else { throw error(.overflow, at: node) }
                target = .int(-i); return .void
            case "advanced": return .int(i + (try int(0)))
            // A String.Index is its character offset here: `index.utf16Offset(in: text)` counts the
            // UTF-16 units before that character, as NSString and NSRange do.
            case "utf16Offset" where args.first?.label == "in":
                guard case .string(let text) = a[0].unboxed, i >= 0, i <= text.count else { break }
                return .int(text.utf16.distance(from: text.utf16.startIndex, to: text.index(text.startIndex, offsetBy: i)))
            default: break
            }
        case .double(let d):
            switch name {
            case "rounded", "round":
                var mode = FloatingPointRoundingRule.toNearestOrAwayFromZero
                if let rule = a.first, case .implicitMember(let r, _) = rule {
                    mode = switch r {
                    case "down": .down
                    case "up": .up
                    case "towardZero": .towardZero
                    case "toNearestOrEven": .toNearestOrEven
                    case "awayFromZero": .awayFromZero
                    default: .toNearestOrAwayFromZero
                    }
                }
                // `x.round()` rounds the variable in place.
                if name == "round" { target = .double(d.rounded(mode)); return .void }
                return .double(d.rounded(mode))
            case "negate": target = .double(-d); return .void
            case "truncatingRemainder":
                guard let y = number(try arg(0)) else { break }
                return .double(d.truncatingRemainder(dividingBy: y))
            // FloatingPoint's IEEE remainder: `7.5.remainder(dividingBy: 2)` is -0.5.
            case "remainder":
                guard let y = number(try arg(0)) else { break }
                return .double(d.remainder(dividingBy: y))
            case "addingProduct":
                guard let x = number(try arg(0)), let y = number(try arg(1)) else { break }
                return .double(d.addingProduct(x, y))
            case "distance":
                guard let y = number(try arg(0)) else { break }
                return .double(y - d)
            case "advanced":
                guard let y = number(try arg(0)) else { break }
                return .double(d + y)
            case "isMultiple":
                guard let y = number(try arg(0)), y != 0 else { break }
                return .bool(d.truncatingRemainder(dividingBy: y) == 0)
            case "squareRoot": return .double(d.squareRoot())
            case "formatted": return .string(try format(target, with: formatStyleArgument(a, at: node), at: node))
            default: break
            }
        case .bool(let b):
            if name == "toggle" { target = .bool(!b); return .void }
        case .nilValue:
            if name == "map" || name == "flatMap" { return .nilValue }
        case .swiftUI(.viewSpacing), .swiftUI(.path), .swiftUI(.graphicsContext):
            break
        case .swiftUI(let s):
            if let v = try library.method(self, s, name, args, at: node) { return v }
        case .function(let f):
            if name == "callAsFunction" { return try call(f, args, at: node) }
        case .instance(let i) where i.typeName == "ObservableObjectPublisher" && name == "send":
            if case .object(let o)? = i.fields["object"] {
                o.willChangeCount += 1
                context.readTracker?.notePublish(o)
            }
            return .void
        case .instance(let i) where i.typeName == "ScrollViewProxy" && name == "scrollTo":
            guard let id = args.first(where: { $0.label == nil })?.value else { return .void }
            let anchor = args.first(where: { $0.label == "anchor" }).flatMap { toUnitPoint($0.value) }
            if let scroll = context.scrollTo {
                scroll(describe(id.unboxed), anchor)
            } else if !warnings.contains(where: { $0.id == Message.scrollToOutsideUpdate.id }) {
                warn(.scrollToOutsideUpdate, at: node)
            }
            return .void
        case .instance(let i) where i.typeName == "Date" && name == "formatted":
            if let styled = try dateStyled(target, args, at: node) { return .string(styled) }
            return .string(try format(target, with: formatStyleArgument(a, at: node, default: "dateTime"), at: node))
        default:
            break
        }
        if case .nilValue = target.unboxed {} else if name == "map" || name == "flatMap", a.count == 1, !isSequence(target) {
            // Optional.map on a present value.
            return try invoke(a[0], target, at: node)
        }
        // A branch not taken, run only for its static type: an argument it cannot know (`i` of an
        // `if let` that found nothing) leaves the result unknown, not the member missing.
        if isShapeMode, a.contains(where: { if case .unknown = $0.unboxed { true } else { false } }) { return .unknown(name) }
        throw noMember(name, of: target, at: node)
    }
}
