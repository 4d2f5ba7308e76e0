import SwiftSyntax
import ViewlabModel

/// A value a view reads from the environment: `@Environment(\.font) var font`, or a longer path
/// (`\.dynamicTypeSize.isAccessibilitySize`), keyed by its first component.
struct EnvironmentValueNeed {
    let property: String
    let path: [String]
}

extension InterpretedView {
    /// The `@Environment(\.key)` properties, in declaration order (kept once found).
    var environmentValueNeeds: [EnvironmentValueNeed] {
        if let valueNeeds { return valueNeeds }
        let found: [EnvironmentValueNeed] = type.stored.compactMap { p in
            guard p.wrapper == "Environment", let key = p.wrapperArguments?.arguments.map({ interpreter.sourceText($0) }),
                  !key.hasSuffix(".self") else { return nil }
            var path = key.split(separator: ".").map(String.init)
            if path.first?.hasPrefix("\\") == true { path.removeFirst() }
            return path.isEmpty ? nil : EnvironmentValueNeed(property: p.name, path: path)
        }
        valueNeeds = found
        return found
    }

    /// Puts the values the ancestors wrote into the struct before its body runs (the nearest writer
    /// wins, update-cycle-research.md §2.5); a key no ancestor wrote keeps its default. Returns each
    /// `@Environment(\.key)` property's value, for the update cycle to tell which changed.
    public func provide(values: [String: Value]) throws -> [String: Value] {
        let needs = environmentValueNeeds
        guard !needs.isEmpty, case .instance(var i) = value else { return [:] }
        var read: [String: Value] = [:]
        for need in needs {
            if let written = values[need.path[0]] {
                var v = written
                for component in need.path.dropFirst() {
                    v = try interpreter.member(of: v, component, at: site, selfRef: nil, hint: .none)
                }
                i.fields[need.property] = v
            }
            read[need.property] = i.fields[need.property] ?? .nilValue
        }
        value = .instance(i)
        return read
    }
}
