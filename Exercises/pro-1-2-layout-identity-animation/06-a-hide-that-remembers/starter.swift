// A lap counter that a "Quiet" switch hides, through a helper that reads like a modifier.
// 一个计圈器，由 "Quiet" 开关通过一个看起来像修饰器的辅助方法来隐藏。
extension View {
    // TODO: hide without an `if`, so the counter keeps its identity and its laps.
    // 待办：不用 `if` 来隐藏，让计圈器保持它的身份标识和圈数。
    @ViewBuilder
    func hidden(_ isHidden: Bool) -> some View {
        if isHidden {
            self.hidden()
        } else {
            self
        }
    }
}

struct Stopwatch: View {
    @State private var laps = 0

    var body: some View {
        Button("Laps: \(laps)") { laps += 1 }
            .padding()
            .background(Color.orange)
            .accessibilityIdentifier("laps")
    }
}

struct ContentView: View {
    @State private var quiet = false

    var body: some View {
        VStack {
            Toggle("Quiet", isOn: $quiet)
            Stopwatch().hidden(quiet)
            Text("Below").accessibilityIdentifier("below")
        }
    }
}
