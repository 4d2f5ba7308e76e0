/// `drop.x`, `point.y`: a stored property of a class or struct instance read at a member site, at
/// the position the site kept for the instance's type (`TypeSite`), as `memberIfPresent` reads it,
/// without its checks for the values that read otherwise and without finding the name among the
/// fields. nil, for the general path, where the read is more than `readField`: an object's read
/// while a body's dependencies are recorded, an instance's while a view's initializer runs (its
/// environment reads warn), or a name that is not a stored field (a computed property, a method).
extension Interpreter {
    @inline(__always)
    package func keptFieldRead(of value: Value, _ name: String, site: TypeSite<Int>) -> Value? {
        switch value {
        case .object(let o) where context.readTracker == nil:
            // The object's fields read where they are, not copied out for the read.
            guard let k = keptPosition(of: name, in: o.fields, typeName: o.typeName, site: site) else { return nil }
            return readField(o.fields[position: k], of: o.typeName, name)
        case .instance(let i) where viewsInInitializer.isEmpty:
            guard let k = keptPosition(of: name, in: i.fields, typeName: i.typeName, site: site) else { return nil }
            return readField(i.fields[position: k], of: i.typeName, name)
        default: return nil
        }
    }

    /// Where the fields of a value of `typeName` keep `name`: the position the site kept, else found
    /// and kept; nil when the name is no stored field.
    private func keptPosition(of name: String, in fields: borrowing Fields, typeName: String, site: TypeSite<Int>) -> Int? {
        if let kept = site.answer(forType: typeName), fields.holds(name, at: kept) { return kept }
        let epoch = DeclarationEpoch.current
        guard let found = fields.position(of: name) else { return nil }
        site.keep(found, forType: typeName, from: epoch)
        return found
    }
}
