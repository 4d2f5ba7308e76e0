// Mirrors: Thinking in SwiftUI (seed 000) L1920–1947 — LazyVGrid with two flexible columns (min 60 and 120) in a 200-wide frame: the column pass runs twice
// Ours: columns with minimums 50 and 130 in a 180-wide frame; both passes are computed in plain Swift.
import SwiftUI

struct ContentView: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 130))], spacing: 10) {
            ForEach(1...6, id: \.self) { n in
                Text("Cell \(n)")
            }
        }
        .frame(width: 180)
        .border(.teal)
    }
}

func columns(width: Double, minimums: [Double], spacing: Double) -> [Double] {
    var remaining = width - spacing * Double(minimums.count - 1)
    var result: [Double] = []
    for (i, minimum) in minimums.enumerated() {
        let share = remaining / Double(minimums.count - i)
        let w = max(share, minimum)
        result.append(w)
        remaining -= w
    }
    return result
}

let first = columns(width: 180, minimums: [50, 130], spacing: 10)
let total = first.reduce(0, +) + 10
let shift = (total - 180) / 2
let second = columns(width: total, minimums: [50, 130], spacing: 10)
print(first)
print(total)
print(shift)
print(second)

// expect: [85.0, 130.0]
// expect: 225.0
// expect: 22.5
// expect: [107.5, 130.0]
