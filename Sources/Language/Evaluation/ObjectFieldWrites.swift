import SwiftSyntax

/// What a write to a class's stored property worked out for the objects of one class: where they
/// keep the property among their fields, the type its values are conformed to, and whether it is
/// `@Published`. Kept by a write site (`FieldTarget`) in a `TypeSite`, so that `drop.y += drop.ySpeed
/// * delta` run for every drop of every frame does not look the class's declaration up three times
/// (observers, declared type, `@Published`) and search the fields by name twice.
package struct ObjectField {
    let position: Int
    let writtenType: TypeSyntax?
    let isPublished: Bool
}

extension Interpreter {
    /// A write to a stored field of a class instance, as `modify` writes `object.field`: with what
    /// `site` kept for the object's class, else worked out and kept there. False, with nothing
    /// written, for a property with observers (whose write runs them, `observedFieldWrite`) or a
    /// name that is not a stored field (a computed property's setter).
    package func modifyField(_ name: String, ofObject o: Object, at node: some SyntaxProtocol, site: TypeSite<ObjectField>,
                             _ body: (inout Value) throws -> Void) throws -> Bool {
        let field: ObjectField
        if let kept = site.answer(forType: o.typeName), o.fields.holds(name, at: kept.position) {
            field = kept
        } else {
            let epoch = DeclarationEpoch.current
            guard observers(of: .object(o), name) == nil, let position = o.fields.position(of: name) else { return false }
            field = ObjectField(position: position, writtenType: writtenType(of: name, in: o.typeName),
                                isPublished: isPublished(name, of: o.typeName))
            site.keep(field, forType: o.typeName, from: epoch)
        }
        try writeField(ofObject: o, at: field.position, declaredAs: field.writtenType, publishes: field.isPublished,
                       at: node, conformed: false, body)
        return true
    }

    /// Writes the object's stored field at `position`, as every write to an object's stored
    /// property does. The object lets go of the value while it changes, so that a collection there
    /// has one owner and grows in place; a write to an `@Published` property fires `objectWillChange`.
    func writeField(ofObject o: Object, at position: Int, declaredAs writtenType: TypeSyntax?, publishes: Bool,
                    at node: some SyntaxProtocol, conformed: Bool, _ body: (inout Value) throws -> Void) throws {
        var value = o.fields[position: position]
        o.fields[position: position] = .void
        do {
            try writeField(&value, declaredAs: writtenType, at: node, conformed: conformed, body)
        } catch {
            o.fields[position: position] = value
            throw error
        }
        if publishes { notePublish(o) }
        o.fields[position: position] = value
    }
}
