// Water the desert corner monthly and every other plant every 2 days: the nearest writer wins.
// 沙漠角每月浇一次水，其他植物每 2 天浇一次：最近的写入者胜出。
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

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PlantRow(name: "Fern")
                .accessibilityIdentifier("fern")
            VStack(alignment: .leading, spacing: 4) {   // the desert corner / 沙漠角
                PlantRow(name: "Cactus")
                    .accessibilityIdentifier("cactus")
                PlantRow(name: "Aloe")
                    .accessibilityIdentifier("aloe")
            }
            .padding(.leading, 12)
            PlantRow(name: "Basil")
                .accessibilityIdentifier("basil")
        }
        // TODO: "monthly" is meant for the desert corner only, but every plant reads it.
        // TODO："monthly" 只是给沙漠角的，但每株植物都读到了它。
        .environment(\.watering, "monthly")
        .environment(\.watering, "every 2 days")
    }
}
