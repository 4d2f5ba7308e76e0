import SwiftUI

struct ContentView: View {
    let players = ["Kai", "Noor", "Sven", "Ivy"]
    let points = [340, 512, 298, 451]

    var ranked: [(name: String, score: Int)] {
        zip(players, points)
            .map { (name: $0, score: $1) }
            .sorted { $0.score > $1.score }
    }

    func medal(_ place: Int) -> String {
        switch place {
        case 0: return "🥇"
        case 1: return "🥈"
        case 2: return "🥉"
        default: return "\(place + 1)."
        }
    }

    var body: some View {
        List {
            ForEach(Array(ranked.enumerated()), id: \.offset) { index, entry in
                HStack {
                    Text(medal(index))
                        .frame(width: 32)
                    Text(entry.name)
                    Spacer()
                    Text("\(entry.score)")
                        .monospacedDigit()
                }
            }
        }
    }
}
