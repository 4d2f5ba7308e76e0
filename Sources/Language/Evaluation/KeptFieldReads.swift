/// `drop.x`, `point.y`: a stored property of a class or struct instance read at a member site, at
/// the position the site kept for the instance's type (`TypeSite`), as `memberIfPresent` reads it,
/// without its checks for the values that read otherwise and without finding the name among the
/// fields. nil, for the general path, where the read is more than `readField`: an object's read
/// while a body's dependencies are recorded, an instance's while a view's initializer runs (its
/// environment reads warn), or a name that is not a stored field (a computed property, a method).
extension Interpreter {
    @inline(__always)
    package func keptFieldRead(of value: Value, _ name: String, site: TypeSite<Int>) -> Value? {
        let fields: Fields, typeName: String
        switch value {
        case .object(let o) where context.readTracker == nil: (fields, typeName) = (o.fields, o.typeName)
        case .instance(let i) where viewsInInitializer.isEmpty: (fields, typeName) = (i.fields, i.typeName)
        default: return nil
        }
        let position: Int
        if let kept = site.answer(forType: typeName), fields.holds(name, at: kept) {
            position = kept
        } else {
            let epoch = DeclarationEpoch.current
            guard let found = fields.position(of: name) else { return nil }
            site.keep(found, forType: typeName, from: epoch)
            position = found
        }
        return readField(fields[position: position], of: typeName, name)
    }
}
