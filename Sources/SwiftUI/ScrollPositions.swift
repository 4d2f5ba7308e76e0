import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.scrollPosition(id: $id, anchor: .center)` (iOS 17) on a ScrollView: the update cycle
    /// scrolls to the id the binding is set to and writes the first row shown into it after a
    /// `scroll` (ScrollPositions.swift in Runtime). iOS 18's `scrollPosition(_: Binding<ScrollPosition>)`
    /// is not run yet.
    func scrollPositionModifier(_ name: String, _ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard let binding = r.take("id"), case .binding = binding else {
            throw unsupported(.api("'scrollPosition(_:anchor:)'"), at: node)
        }
        let anchor = r.take("anchor").flatMap { toUnitPoint($0) }
        r.takeAll()
        let position = ScrollPosition(
            shownID: { [unowned self] in
                let id = untracked(binding)
                return id.isNil ? nil : describe(id)
            },
            write: { [unowned self] id in
                guard let id = id as? Value else { return }
                try write(id, to: binding, at: node)
            },
            anchor: anchor)
        return Modifier(kind: .scrollPosition(position), typeName: "_ScrollPositionBindingModifier", name: name, arguments: argumentText(args))
    }
}
