import SwiftSyntax
import ViewlabModel

/// An object a view takes from its ancestors by type: `@EnvironmentObject var store: Store` (an
/// `ObservableObject` from `.environmentObject(store)`) or `@Environment(Model.self) var model` (an
/// `@Observable` object from `.environment(model)`; optional when declared `Model?`).
public struct EnvironmentObjectNeed {
    public let property: String
    public let typeName: String
    /// `@Environment(Model.self)`, rather than `@EnvironmentObject`.
    public let isObservable: Bool
    /// `var model: Model?`: a missing object reads as nil instead of stopping the program.
    public let isOptional: Bool
    package let declaration: Syntax
}

extension InterpretedView {
    /// The objects the view takes from its ancestors, in declaration order (`InterpretedView.needs`
    /// keeps them, worked out on the first pass that asks).
    package var environmentObjectNeeds: [EnvironmentObjectNeed] {
        if let needs { return needs }
        let found = findNeeds()
        needs = found
        return found
    }

    private func findNeeds() -> [EnvironmentObjectNeed] {
        type.stored.compactMap { p in
            let typeText = p.type.map { interpreter.sourceText($0) } ?? ""
            let isOptional = typeText.hasSuffix("?")
            let site = p.wrapperArguments.map(Syntax.init) ?? type.declaration ?? site
            switch p.wrapper {
            case "EnvironmentObject":
                return EnvironmentObjectNeed(property: p.name, typeName: String(typeText.drop { $0 == " " }.prefix { $0 != "?" }),
                                             isObservable: false, isOptional: isOptional, declaration: site)
            case "Environment":
                guard let key = p.wrapperArguments?.arguments.map({ interpreter.sourceText($0) }), key.hasSuffix(".self") else { return nil }
                return EnvironmentObjectNeed(property: p.name, typeName: String(key.dropLast(".self".count)),
                                             isObservable: true, isOptional: isOptional, declaration: site)
            default:
                return nil
            }
        }
    }

    /// Puts the objects the ancestors provide into the struct before its body runs. A missing one
    /// stops the program as SwiftUI's `fatalError` does, with its message (update-cycle-research.md §5.3).
    public func provide(_ objects: [String: Value]) throws {
        let needs = environmentObjectNeeds
        guard !needs.isEmpty, case .instance(var i) = value else { return }
        for need in needs {
            if let object = objects[need.typeName] {
                i.fields[need.property] = object
            } else if need.isOptional {
                i.fields[need.property] = .nilValue
            } else {
                let kind = need.isObservable ? "Observable object" : "ObservableObject"
                throw interpreter.error(.missingEnvironmentObject, kind, need.typeName,
                                        at: need.declaration,
                                        notes: [interpreter.note(.giveAnAncestor, need.isObservable ? "environment" : "environmentObject", need.typeName)])
            }
        }
        value = .instance(i)
    }
}
