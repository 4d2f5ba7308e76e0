// Give the app an environment value of its own: a temperature unit, "Celsius" unless a view writes another.
// TODO: 1. a key, `TemperatureUnitKey`, whose default value is "Celsius";
//       2. an `EnvironmentValues` property `temperatureUnit` that gets and sets it;
//       3. `UnitLabel` reads it with @Environment and shows it;
//       4. the "Ridge" row writes "Fahrenheit" with `.environment(\.temperatureUnit, "Fahrenheit")`.

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
