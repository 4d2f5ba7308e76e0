// Struct creation with map, filter and reduce: 400,000 structs.
struct Item {
    let id: Int
    let price: Int
    let inStock: Bool
}
let items = (0..<400_000).map { Item(id: $0, price: $0 % 100 * 3, inStock: $0 % 3 != 0) }
let total = items.filter { $0.inStock }.map { $0.price }.reduce(0, +)
print(items.count, total)
