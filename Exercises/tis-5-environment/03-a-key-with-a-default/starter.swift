// Give the app an environment value of its own: a temperature unit, "Celsius" unless a view writes another.
// 给应用一个它自己的环境值：温度单位，除非有视图写入别的值，否则是 "Celsius"。
// TODO: 1. a key, `TemperatureUnitKey`, whose default value is "Celsius";
//       2. an `EnvironmentValues` property `temperatureUnit` that gets and sets it;
//       3. `UnitLabel` reads it with @Environment and shows it;
//       4. the "Ridge" row writes "Fahrenheit" with `.environment(\.temperatureUnit, "Fahrenheit")`.
// TODO：1. 一个键 `TemperatureUnitKey`，默认值为 "Celsius"；
//       2. 一个读写它的 `EnvironmentValues` 属性 `temperatureUnit`；
//       3. `UnitLabel` 用 @Environment 读取并显示它；
//       4. "Ridge" 这一行用 `.environment(\.temperatureUnit, "Fahrenheit")` 写入 "Fahrenheit"。

struct UnitLabel: View {
    var body: some View {
        Text("Unit: Celsius")
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
            UnitLabel()
                .accessibilityIdentifier("plain")
            StationRow(name: "Harbor")
                .accessibilityIdentifier("harbor")
            StationRow(name: "Ridge")
                .accessibilityIdentifier("ridge")
        }
    }
}
