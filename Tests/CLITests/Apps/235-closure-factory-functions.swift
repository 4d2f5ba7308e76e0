import SwiftUI

func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    { value in value * factor }
}

func makeFormatter(prefix: String, suffix: String = "") -> (Double) -> String {
    return { "\(prefix)\(String(format: "%.1f", $0))\(suffix)" }
}

struct ContentView: View {
    let double = makeMultiplier(2)
    let triple = makeMultiplier(3)
    let celsius = makeFormatter(prefix: "", suffix: "°C")
    let money = makeFormatter(prefix: "$")
    let pipeline: [(String, (Int) -> Int)] = [
        ("square", { $0 * $0 }),
        ("negate", { -$0 }),
        ("plus ten", { $0 + 10 })
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("double(7) = \(double(7))")
            Text("triple(7) = \(triple(7))")
            Text(celsius(21.456))
            Text(money(9.99))
            ForEach(pipeline, id: \.0) { name, transform in
                Text("\(name)(5) = \(transform(5))")
            }
            Text("composed: \(pipeline.reduce(3) { acc, step in step.1(acc) })")
        }
        .padding()
    }
}
