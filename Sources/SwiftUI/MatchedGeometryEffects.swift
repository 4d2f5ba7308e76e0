import SwiftSyntax
import ViewlabLanguage
import ViewlabModel

extension Interpreter {
    /// `.matchedGeometryEffect(id: "image", in: namespace, properties: .frame, anchor: .center,
    /// isSource: true)` (TiS L3814–3904). A group is the namespace as written with the id's value:
    /// every `@Namespace` is the same opaque value here, so two namespaces are told apart by name
    /// (not in source: SwiftUI's are distinct per view).
    func matchedGeometryModifier(_ r: inout ArgumentReader, _ args: [Argument], at node: Syntax) throws -> Modifier {
        guard let id = r.take("id"), r.take("in") != nil,
              let namespace = args.first(where: { $0.label == "in" })?.syntax.map(sourceText) else {
            throw error(.matchedGeometryArguments, at: node)
        }
        var properties = MatchedGeometry.Properties.frame
        if case .implicitMember(let name, nil)? = r.take("properties")?.unboxed {
            guard let p = MatchedGeometry.Properties(rawValue: name) else {
                throw error(.matchedGeometryProperties, at: node)
            }
            properties = p
        }
        let anchor = r.take("anchor").flatMap(toUnitPoint) ?? .center
        let isSource = r.take("isSource").map { if case .bool(false) = $0.unboxed { false } else { true } } ?? true
        let group = "\(namespace) \(describe(id.unboxed, quoted: true))"
        return Modifier(kind: .matchedGeometry(MatchedGeometry(group: group, properties: properties, anchor: anchor, isSource: isSource)),
                        typeName: "_MatchedGeometryEffect<\(typeName(of: id.unboxed))>", name: "matchedGeometryEffect", arguments: argumentText(args))
    }
}
