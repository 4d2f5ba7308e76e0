import SwiftUI

struct ContentView: View {
    @State private var remaining = 60
    @State private var running = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text("\(remaining)s")
                .font(.system(size: 80, weight: .bold, design: .monospaced))
            Button(running ? "Pause" : "Start") {
                running.toggle()
            }
            .buttonStyle(.borderedProminent)
        }
        .onReceive(timer) { _ in
            guard running, remaining > 0 else { return }
            remaining -= 1
        }
    }
}
