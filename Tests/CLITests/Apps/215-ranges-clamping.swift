import SwiftUI

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

struct ContentView: View {
    @State private var volume = 5
    let allowed = 0...10
    let warningZone = 8...

    var body: some View {
        VStack(spacing: 16) {
            Text("Volume \(volume)")
                .font(.title)
                .foregroundStyle(warningZone.contains(volume) ? .red : .primary)
            HStack {
                Button("−") { volume = (volume - 3).clamped(to: allowed) }
                Button("+") { volume = (volume + 3).clamped(to: allowed) }
            }
            .font(.title2)
            HStack(spacing: 3) {
                ForEach(allowed, id: \.self) { level in
                    RoundedRectangle(cornerRadius: 2)
                        .fill(level <= volume ? Color.green : Color.gray.opacity(0.3))
                        .frame(width: 10, height: CGFloat(10 + level * 4))
                }
            }
            Text("Range has \(allowed.count) steps, half: \(Array(allowed.prefix(allowed.count / 2)).count)")
                .font(.caption)
        }
        .padding()
    }
}
