// Tap A twice, tap B twice, then turn "Zoom" on. What do the two buttons say?
// 点两次 A，点两次 B，然后打开 "Zoom"。两个按钮上写的是什么？
struct Tally: View {
    let name: String
    let zoom: Double
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
            .scaleEffect(zoom)
            .accessibilityIdentifier(name)
    }
}

struct ContentView: View {
    @State private var zoomed = false

    var body: some View {
        VStack(spacing: 40) {
            Toggle("Zoom", isOn: $zoomed)
            // A: an if/else in the body, the same explicit id on both branches.
            // A：body 里的 if/else，两个分支用同一个显式 id。
            if zoomed {
                Tally(name: "A", zoom: 1.5).id("tally")
            } else {
                Tally(name: "A", zoom: 1).id("tally")
            }
            // B: a computed property that is not a view builder.
            // B：一个不是视图构建器的计算属性。
            tallyB
        }
    }

    var tallyB: some View {
        if zoomed {
            return Tally(name: "B", zoom: 1.5)
        } else {
            return Tally(name: "B", zoom: 1)
        }
    }
}

// TODO: the two labels after the toggle, e.g. "A: 1".
// 待办：打开开关之后的两个标签，例如 "A: 1"。
let predictedA = ""
let predictedB = ""
