import SwiftUI

func sum<T: Numeric>(_ values: [T]) -> T {
    values.reduce(.zero, +)
}

func mean<T: BinaryFloatingPoint>(_ values: [T]) -> T {
    values.isEmpty ? 0 : sum(values) / T(values.count)
}

func maxPair<T: Comparable, U>(_ pairs: [(T, U)]) -> (T, U)? {
    pairs.max { $0.0 < $1.0 }
}

struct ContentView: View {
    let ints = [3, 9, 4]
    let doubles = [1.5, 2.5, 4.0]
    let floats: [Float] = [0.5, 0.25]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Sum of ints: \(sum(ints))")
            Text("Sum of doubles: \(sum(doubles), specifier: "%.1f")")
            Text("Mean of doubles: \(mean(doubles), specifier: "%.2f")")
            Text("Mean of floats: \(Double(mean(floats)), specifier: "%.3f")")
            if let best = maxPair([(3, "bronze"), (9, "gold"), (5, "silver")]) {
                Text("Best: \(best.1) with \(best.0)")
            }
        }
        .padding()
    }
}
