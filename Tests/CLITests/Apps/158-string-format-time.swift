import SwiftUI

struct ContentView: View {
    @State private var elapsed: TimeInterval = 3725

    var formatted: String {
        let hours = Int(elapsed) / 3600
        let minutes = (Int(elapsed) % 3600) / 60
        let seconds = Int(elapsed) % 60
        return String(format: "%d:%02d:%02d", hours, minutes, seconds)
    }

    var body: some View {
        VStack(spacing: 10) {
            Text(formatted)
                .font(.system(.largeTitle, design: .monospaced))
            Text(Duration.seconds(elapsed).formatted(.units(allowed: [.hours, .minutes])))
                .foregroundStyle(.secondary)
            Button("Add minute") { elapsed += 60 }
        }
    }
}
