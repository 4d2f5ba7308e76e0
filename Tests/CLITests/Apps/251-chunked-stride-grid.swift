import SwiftUI

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { start in
            Array(self[start..<Swift.min(start + size, count)])
        }
    }
}

struct ContentView: View {
    let emojis = ["🍎", "🍌", "🍇", "🍉", "🍓", "🍒", "🍍", "🥝", "🥥", "🍋"]
    @State private var perRow = 3

    var body: some View {
        VStack(spacing: 8) {
            Stepper("Per row: \(perRow)", value: $perRow, in: 2...5)
            ForEach(Array(emojis.chunked(into: perRow).enumerated()), id: \.offset) { _, row in
                HStack(spacing: 8) {
                    ForEach(row, id: \.self) { emoji in
                        Text(emoji)
                            .font(.largeTitle)
                            .frame(width: 50, height: 50)
                            .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                    }
                    Spacer()
                }
            }
        }
        .padding()
    }
}
