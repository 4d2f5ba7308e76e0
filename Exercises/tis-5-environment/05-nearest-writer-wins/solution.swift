// Water the desert corner monthly and every other plant every 2 days: the nearest writer wins.
struct WateringKey: EnvironmentKey {
    static let defaultValue = "weekly"
}

extension EnvironmentValues {
    var watering: String {
        get { self[WateringKey.self] }
        set { self[WateringKey.self] = newValue }
    }
}

struct PlantRow: View {
    var name: String
    @Environment(\.watering) private var watering
    var body: some View {
        Text("\(name): \(watering)")
    }
}

// In the starter both writers wrapped the whole stack. `.environment(\.watering, "monthly")`
// was the inner of the two, so it was the nearest writer above every plant, and
// "every 2 days" reached no one. A writer only affects the views inside it, so "monthly"
// belongs on the desert corner's VStack: there it is nearer to Cactus and Aloe than the outer
// "every 2 days", while Fern and Basil, outside the corner, still see the outer value.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PlantRow(name: "Fern")
                .accessibilityIdentifier("fern")
            VStack(alignment: .leading, spacing: 4) {   // the desert corner
                PlantRow(name: "Cactus")
                    .accessibilityIdentifier("cactus")
                PlantRow(name: "Aloe")
                    .accessibilityIdentifier("aloe")
            }
            .padding(.leading, 12)
            .environment(\.watering, "monthly")         // the whole corner, and nothing else
            PlantRow(name: "Basil")
                .accessibilityIdentifier("basil")
        }
        .environment(\.watering, "every 2 days")        // everything in the greenhouse
    }
}
