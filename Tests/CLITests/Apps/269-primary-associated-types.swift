import SwiftUI

func average(of numbers: some Collection<Double>) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

struct ContentView: View {
    let readings: [Double] = [21.5, 22.0, 19.5, 23.25]
    let setReadings: Set<Double> = [1.5, 2.5]

    var body: some View {
        VStack(spacing: 10) {
            Text("Array average: \(average(of: readings), specifier: "%.2f")")
            Text("Set average: \(average(of: setReadings), specifier: "%.2f")")
            Text("Slice average: \(average(of: readings.prefix(2)), specifier: "%.2f")")
            Text("Evens: \(Array(evens(upTo: 10)).map(String.init).joined(separator: ","))")
        }
        .padding()
    }
}
