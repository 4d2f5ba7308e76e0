// Give the app an environment value of its own: a temperature unit, "Celsius" unless a view writes another.

// 1. The key is a type; the environment stores values by key type. Its `defaultValue` is what a
//    view reads when no view above it wrote the value, so a reader never finds it missing.
struct TemperatureUnitKey: EnvironmentKey {
    static let defaultValue = "Celsius"
}

// 2. The property gives the key a key path, `\.temperatureUnit`, for `@Environment` and
//    `.environment` to use. It stores nothing itself: it reads and writes the key's slot.
extension EnvironmentValues {
    var temperatureUnit: String {
        get { self[TemperatureUnitKey.self] }
        set { self[TemperatureUnitKey.self] = newValue }
    }
}

// 3. The label reads the value wherever it is placed. Nothing passes it in: `StationRow` does
//    not mention the unit at all, and the value still reaches the label inside it.
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
                .accessibilityIdentifier("plain")
            StationRow(name: "Harbor")        // no writer above either
                .accessibilityIdentifier("harbor")
            StationRow(name: "Ridge")         // 4. written for this row and everything in it
                .environment(\.temperatureUnit, "Fahrenheit")
                .accessibilityIdentifier("ridge")
        }
    }
}
