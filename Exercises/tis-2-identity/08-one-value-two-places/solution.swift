// One Star value, placed twice.
// 一个 Star 值，放在两个地方。
struct Star: View {
    @State private var stars = 0
    var body: some View {
        Button("Stars: \(stars)") { stars += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        let star = Star()
        HStack {
            star
            star.accessibilityIdentifier("second")
        }
    }
}

let predictedSecond = "Stars: 0"
