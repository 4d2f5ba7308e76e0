import SwiftUI

func bounds(of values: [Double]) -> (min: Double, max: Double)? {
    guard let first = values.first else { return nil }
    var result = (min: first, max: first)
    for value in values.dropFirst() {
        if value < result.min { result.min = value }
        if value > result.max { result.max = value }
    }
    return result
}

struct ContentView: View {
    let temperatures = [18.5, 22.1, 16.0, 25.3, 19.8]

    var body: some View {
        VStack(spacing: 12) {
            if let (low, high) = bounds(of: temperatures) {
                Text("Low \(low, specifier: "%.1f")° / High \(high, specifier: "%.1f")°")
                    .font(.headline)
                let spread = high - low
                Text("Spread: \(spread, specifier: "%.1f")°")
            }
            if let b = bounds(of: []) {
                Text("Unexpected \(b.min)")
            } else {
                Text("No data for empty list")
                    .foregroundStyle(.secondary)
            }
            let pair: (String, Int) = ("Days", temperatures.count)
            Text("\(pair.0): \(pair.1)")
        }
        .padding()
    }
}
