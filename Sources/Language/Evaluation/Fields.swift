/// A struct's or class's stored properties, in declaration order. Types have a handful of them, so
/// a name is found by comparing the names in order, which costs less than hashing it; and the
/// instances a type's initializer builds share one array of names (`TypeDeclaration.storedNames`),
/// so making an instance allocates its values only.
package struct Fields {
    package private(set) var names: [String]
    package private(set) var values: [Value]

    package init(names: [String] = [], values: [Value] = []) {
        self.names = names; self.values = values
    }

    /// Where `name` is, in declaration order.
    package func position(of name: String) -> Int? { names.firstIndex(of: name) }

    /// The value at a position `position(of:)` gave, while the fields are not changed otherwise.
    package subscript(position k: Int) -> Value {
        get { values[k] }
        set { values[k] = newValue }
    }

    /// The value at position `k`, moved out (no copy made): `.void` is left in its place.
    package mutating func take(position k: Int) -> Value {
        var taken = Value.void
        swap(&taken, &values[k])
        return taken
    }

    /// Whether `name` is still at position `k`.
    package func holds(_ name: String, at k: Int) -> Bool { k < names.count && names[k] == name }

    /// The values of `a` and `b`: at once when they are the only fields, in that order (a geometry
    /// value as the prelude declares it, read for every rectangle a drawing loop passes), else by name.
    package func pair(_ a: String, _ b: String) -> (Value, Value)? {
        if names.count == 2, names[0] == a, names[1] == b { return (values[0], values[1]) }
        guard let x = self[a], let y = self[b] else { return nil }
        return (x, y)
    }

    /// `pair(a, b)` as numbers, read where they are (no value copied out) when they are the only fields.
    package func numbers(_ a: String, _ b: String) -> (Double, Double)? {
        if names.count == 2, names[0] == a, names[1] == b {
            guard let x = number(values[0]), let y = number(values[1]) else { return nil }
            return (x, y)
        }
        guard let x = self[a].flatMap(number), let y = self[b].flatMap(number) else { return nil }
        return (x, y)
    }

    /// A property's value; setting a new name appends it, setting nil removes it.
    package subscript(name: String) -> Value? {
        get {
            for i in names.indices where names[i] == name { return values[i] }
            return nil
        }
        set {
            if let i = names.firstIndex(of: name) {
                if let newValue { values[i] = newValue } else { names.remove(at: i); values.remove(at: i) }
            } else if let newValue {
                names.append(name); values.append(newValue)
            }
        }
    }
}
