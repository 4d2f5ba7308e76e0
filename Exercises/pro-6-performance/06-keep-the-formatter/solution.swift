// Every refresh makes a new formatter and re-runs PriceTag. Keep one formatter instead.
// 每次刷新都会新建一个格式化器，并让 PriceTag 重新执行。改成一直用同一个格式化器。
final class PriceFormatter {
    init() { print("PriceFormatter made") }
    func format(_ cents: Int) -> String {
        let rest = cents % 100
        return "€\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}

// `let formatter = PriceFormatter()` ran on every init, that is on every body run of the
// parent, and each new object made the tag's value differ (`@self`), so its body ran too.
// `@State private var formatter = PriceFormatter()` keeps the first object, but through iOS 26
// still evaluates `PriceFormatter()` on every init and throws the new one away.
// So the state starts empty, and the formatter is made once, when the tag first appears:
// @State is the cache, onAppear does the work once per tag.
// `let formatter = PriceFormatter()` 在每次 init 时都会执行，也就是父视图的 body 每运行一次就执行一次；
// 每个新对象都让价签的值变得不同（`@self`），于是它的 body 也跟着执行。
// `@State private var formatter = PriceFormatter()` 会保留第一个对象，但直到 iOS 26，
// 每次 init 仍然会对 `PriceFormatter()` 求值，再把新对象丢掉。
// 所以让状态一开始为空，在价签第一次出现时创建格式化器：@State 充当缓存，onAppear 每个价签只做一次这件事。
struct PriceTag: View {
    let cents: Int
    @State private var formatter: PriceFormatter?

    var body: some View {
        Text(formatter?.format(cents) ?? "").accessibilityIdentifier("price")
            .onAppear {
                if formatter == nil { formatter = PriceFormatter() }
            }
    }
}

struct ContentView: View {
    @State private var cents = 250
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            PriceTag(cents: cents)
            Button("Refresh") { refreshes += 1 }
            Button("Raise") { cents += 5 }
        }
    }
}
