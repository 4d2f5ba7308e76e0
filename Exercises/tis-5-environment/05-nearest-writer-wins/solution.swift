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

// In the starter both writers wrapped the whole stack. `.environment(\.watering, "monthly")`
// was the inner of the two, so it was the nearest writer above every plant, and
// "every 2 days" reached no one. A writer only affects the views inside it, so "monthly"
// belongs on the desert corner's VStack: there it is nearer to Cactus and Aloe than the outer
// "every 2 days", while Fern and Basil, outside the corner, still see the outer value.
// 在起始代码里，两个写入者都包住了整个堆栈。`.environment(\.watering, "monthly")`
// 是两者中靠内的那个，所以它是每株植物上方最近的写入者，"every 2 days" 谁也没到达。
// 写入者只影响它里面的视图，所以 "monthly" 应该放在沙漠角的 VStack 上：
// 在那里它比外层的 "every 2 days" 离 Cactus 和 Aloe 更近，
// 而沙漠角之外的 Fern 和 Basil 看到的仍是外层的值。
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PlantRow(name: "Fern")
                .accessibilityIdentifier("fern")
            VStack(alignment: .leading, spacing: 4) {   // the desert corner
                                                        // 沙漠角
                PlantRow(name: "Cactus")
                    .accessibilityIdentifier("cactus")
                PlantRow(name: "Aloe")
                    .accessibilityIdentifier("aloe")
            }
            .padding(.leading, 12)
            .environment(\.watering, "monthly")         // the whole corner, and nothing else
                                                        // 整个沙漠角，别的都不影响
            PlantRow(name: "Basil")
                .accessibilityIdentifier("basil")
        }
        .environment(\.watering, "every 2 days")        // everything in the greenhouse
                                                        // 温室里的一切
    }
}
