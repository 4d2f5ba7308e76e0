// How often does the body run after one tap?
struct Analytics: View {
    @State private var sent = 0
    var body: some View {
        Button("Send") { sent += 1 }
    }
}

#Preview { Analytics() }

let predictedRuns = 0
