import SwiftUI

final class Stopwatch: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var running = false
    private var timer: Timer?

    var display: String {
        let total = Int(elapsed)
        return String(format: "%02d:%02d.%d", total / 60, total % 60, Int(elapsed * 10) % 10)
    }

    func toggle() {
        if running {
            timer?.invalidate()
            timer = nil
        } else {
            timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
                self?.elapsed += 0.1
            }
        }
        running.toggle()
    }

    func reset() {
        elapsed = 0
    }
}

struct ContentView: View {
    @StateObject private var watch = Stopwatch()

    var body: some View {
        VStack(spacing: 20) {
            Text(watch.display)
                .font(.system(size: 48, weight: .light, design: .monospaced))
            HStack {
                Button(watch.running ? "Stop" : "Start") { watch.toggle() }
                Button("Reset") { watch.reset() }
                    .disabled(watch.running)
            }
            .buttonStyle(.bordered)
        }
    }
}
