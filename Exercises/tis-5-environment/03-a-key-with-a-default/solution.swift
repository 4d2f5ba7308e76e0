// Give the app an environment value of its own: a temperature unit, "Celsius" unless a view writes another.
// 给应用一个它自己的环境值：温度单位，除非有视图写入别的值，否则是 "Celsius"。

// 1. The key is a type; the environment stores values by key type. Its `defaultValue` is what a
//    view reads when no view above it wrote the value, so a reader never finds it missing.
// 1. 键是一个类型；环境按键的类型存储值。它的 `defaultValue`
//    是上方没有视图写入这个值时视图读到的值，所以读取者永远不会发现它缺失。
struct TemperatureUnitKey: EnvironmentKey {
    static let defaultValue = "Celsius"
}

// 2. The property gives the key a key path, `\.temperatureUnit`, for `@Environment` and
//    `.environment` to use. It stores nothing itself: it reads and writes the key's slot.
// 2. 这个属性给键一个键路径 `\.temperatureUnit`，供 `@Environment` 和 `.environment` 使用。
//    它自己不存储任何东西：它读写的是这个键的位置。
extension EnvironmentValues {
    var temperatureUnit: String {
        get { self[TemperatureUnitKey.self] }
        set { self[TemperatureUnitKey.self] = newValue }
    }
}

// 3. The label reads the value wherever it is placed. Nothing passes it in: `StationRow` does
//    not mention the unit at all, and the value still reaches the label inside it.
// 3. 标签无论放在哪里都会读取这个值。没有谁把它传进来：`StationRow` 完全没提到单位，
//    这个值仍然到达了它里面的标签。
struct UnitLabel: View {
    @Environment(\.temperatureUnit) private var unit
    var body: some View {
        Text("Unit: \(unit)")
    }
}

struct StationRow: View {
    var name: String
    var body: some View {
        HStack {
            Text(name)
            UnitLabel()
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            UnitLabel()                       // no writer above: the default, "Celsius"
                                              // 上方没有写入者：默认值 "Celsius"
                .accessibilityIdentifier("plain")
            StationRow(name: "Harbor")        // no writer above either
                                              // 上方也没有写入者
                .accessibilityIdentifier("harbor")
            StationRow(name: "Ridge")         // 4. written for this row and everything in it
                                              // 4. 为这一行和它里面的一切写入
                .environment(\.temperatureUnit, "Fahrenheit")
                .accessibilityIdentifier("ridge")
        }
    }
}
