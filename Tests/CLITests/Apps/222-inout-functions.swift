import SwiftUI

func applyDiscount(_ price: inout Double, percent: Double) {
    price -= price * percent / 100
}

func normalize(_ names: inout [String]) {
    names = names.map { $0.trimmingCharacters(in: .whitespaces).capitalized }
    names.removeAll { $0.isEmpty }
}

struct ContentView: View {
    @State private var price = 80.0
    @State private var names = ["  alice", "BOB ", "", " carol  "]

    var body: some View {
        VStack(spacing: 16) {
            Text(price, format: .currency(code: "USD"))
                .font(.largeTitle)
            Button("10% off") {
                applyDiscount(&price, percent: 10)
            }
            Divider()
            ForEach(names, id: \.self) { name in
                Text("[\(name)]")
            }
            Button("Normalize names") {
                normalize(&names)
            }
        }
        .padding()
    }
}
