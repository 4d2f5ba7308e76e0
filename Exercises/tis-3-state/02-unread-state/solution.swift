// How often does the body run after one tap?
// 点按一次之后，body 执行多少次？
struct Analytics: View {
    @State private var sent = 0
    var body: some View {
        Button("Send") { sent += 1 }
    }
}

#Preview { Analytics() }

let predictedRuns = 0
