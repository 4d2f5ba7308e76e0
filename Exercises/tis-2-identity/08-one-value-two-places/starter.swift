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

// TODO: the second star's label after one tap on the first.
// TODO：点按第一颗星一次之后，第二颗星的标签。
let predictedSecond = ""
