import SwiftUI

struct ContentView: View {
    let stats: [(String, Int)] = [("Posts", 128), ("Followers", 4200), ("Following", 87)]

    private func statView(_ title: String, _ value: Int) -> some View {
        VStack(spacing: 2) {
            Text(abbreviate(value))
                .font(.title3.bold())
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }

    private func abbreviate(_ n: Int) -> String {
        n >= 1000 ? String(format: "%.1fk", Double(n) / 1000) : "\(n)"
    }

    private var header: some View {
        HStack {
            Circle().fill(.teal).frame(width: 56, height: 56)
            Text("jamie.codes").font(.headline)
            Spacer()
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            header
            HStack {
                ForEach(stats, id: \.0) { stat in
                    statView(stat.0, stat.1)
                }
            }
        }
        .padding()
    }
}
