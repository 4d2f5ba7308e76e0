// Every refresh makes a new formatter and re-runs PriceTag. Keep one formatter instead.
// 每次刷新都会新建一个格式化器，并让 PriceTag 重新执行。改成一直用同一个格式化器。
final class PriceFormatter {
    // Stands in for something costly to create (a number formatter, an image context).
    // 代表创建起来很费事的东西（数字格式化器、图像上下文）。
    init() { print("PriceFormatter made") }
    func format(_ cents: Int) -> String {
        let rest = cents % 100
        return "€\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}

struct PriceTag: View {
    let cents: Int
    // TODO: make the formatter once per tag, not once per init.
    // TODO：每个价签只创建一次格式化器，而不是每次 init 都创建。
    let formatter = PriceFormatter()

    var body: some View {
        Text(formatter.format(cents)).accessibilityIdentifier("price")
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
