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

// A: the body is a view builder, so the if/else is a _ConditionalContent with two slots. The id
// cannot join them: the branches are two places in the structure, so the toggle removes one
// Tally and inserts another, whose count starts at 0 (and the zoom shows as a transition, not
// as a growing button).
// A：body 是视图构建器，所以 if/else 成了有两个位置的 _ConditionalContent。id 没法把它们
// 合并：两个分支是结构里的两个位置，所以开关会移除一个 Tally、插入另一个，新的计数从 0
// 开始（放大也表现为过渡，而不是按钮慢慢变大）。
let predictedA = "A: 0"
// B: without @ViewBuilder, both returns are one Tally at one place in the body; the toggle only
// changes its zoom, and the node keeps its count.
// B：没有 @ViewBuilder，两个 return 都是 body 里同一个位置上的同一个 Tally；开关只改变了
// 它的 zoom，节点保留了计数。
let predictedB = "B: 2"
