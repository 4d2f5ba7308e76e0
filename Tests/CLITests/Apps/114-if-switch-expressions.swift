import SwiftUI

enum Level: Int, CaseIterable {
    case low = 1, medium, high
}

struct ContentView: View {
    @State private var level: Level = .medium

    var color: Color {
        switch level {
        case .low: .green
        case .medium: .yellow
        case .high: .red
        }
    }

    var label: String {
        if level == .high { "Danger" } else { "Safe" }
    }

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(color)
                .frame(width: 60, height: 60)
            Text(label)
            Picker("Level", selection: $level) {
                ForEach(Level.allCases, id: \.self) { l in
                    Text("\(l.rawValue)").tag(l)
                }
            }
            .pickerStyle(.segmented)
        }
        .padding()
    }
}
