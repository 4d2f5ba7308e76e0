import SwiftUI

protocol Mergeable {
    func merged(with other: Self) -> Self
    static var empty: Self { get }
}

extension Array where Element: Mergeable {
    func mergedAll() -> Element {
        reduce(Element.empty) { $0.merged(with: $1) }
    }
}

struct Stats: Mergeable {
    var games: Int
    var wins: Int

    static var empty: Stats { Stats(games: 0, wins: 0) }

    func merged(with other: Stats) -> Stats {
        Stats(games: games + other.games, wins: wins + other.wins)
    }

    var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
}

struct ContentView: View {
    let seasons = [Stats(games: 10, wins: 6), Stats(games: 12, wins: 9), Stats(games: 8, wins: 2)]

    var body: some View {
        let career = seasons.mergedAll()
        VStack(spacing: 8) {
            ForEach(seasons.indices, id: \.self) { i in
                Text("Season \(i + 1): \(seasons[i].wins)/\(seasons[i].games)")
            }
            Divider()
            Text("Career: \(career.wins)/\(career.games) (\(career.winRate, format: .percent.precision(.fractionLength(0))))")
                .bold()
        }
        .padding()
    }
}
