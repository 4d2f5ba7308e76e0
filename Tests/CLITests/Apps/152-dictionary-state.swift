import SwiftUI

struct ContentView: View {
    @State private var votes: [String: Int] = ["Cats": 3, "Dogs": 5, "Birds": 1]

    var ranking: [(key: String, value: Int)] {
        votes.sorted { $0.value > $1.value }
    }

    var body: some View {
        List {
            ForEach(ranking, id: \.key) { entry in
                HStack {
                    Text(entry.key)
                    Spacer()
                    Text("\(entry.value)")
                    Button("+1") {
                        votes[entry.key, default: 0] += 1
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
    }
}
