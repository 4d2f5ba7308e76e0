import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
    let score: Int
}

struct ContentView: View {
    @State private var ascending = false
    let players = [
        Player(name: "Mia", score: 320),
        Player(name: "Leo", score: 450),
        Player(name: "Zoe", score: 120),
        Player(name: "Sam", score: 275)
    ]

    var sorted: [Player] {
        players.sorted { ascending ? $0.score < $1.score : $0.score > $1.score }
    }

    var totalScore: Int { players.reduce(0) { $0 + $1.score } }

    var body: some View {
        VStack {
            Toggle("Ascending", isOn: $ascending)
                .padding(.horizontal)
            List {
                ForEach(Array(sorted.enumerated()), id: \.element.id) { index, player in
                    HStack {
                        Text("#\(index + 1)")
                            .monospacedDigit()
                            .frame(width: 32, alignment: .leading)
                        Text(player.name)
                        Spacer()
                        Text("\(player.score)")
                    }
                }
                Section {
                    Text("Total: \(totalScore)")
                }
            }
        }
    }
}
