import SwiftUI

typealias Stat = (label: String, value: Int)

struct ContentView: View {
    let stats: [Stat] = [("Steps", 8_432), ("Floors", 12), ("Minutes", 54)]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(stats, id: \.label) { stat in
                VStack {
                    Text("\(stat.value)")
                        .font(.title2.bold())
                    Text(stat.label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}
