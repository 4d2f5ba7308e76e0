import ViewlabModel

extension Interpreter {
    /// `ForEach($items) { $item in … }` (iOS 15): over a binding to an array, each element is a binding
    /// into it, which reads and writes the array's element at its place.
    package func elementBinding(_ data: Value, _ index: Int) -> Value? {
        guard case .binding(let array) = data else { return nil }
        return .binding(BindingValue(get: {
            guard case .array(let items) = try array.get().unboxed, items.indices.contains(index) else { return .nilValue }
            return items[index]
        }, set: { new in
            guard case .array(var items) = try array.get().unboxed, items.indices.contains(index) else { return }
            items[index] = new
            try array.set(.array(items))
        }))
    }
}
