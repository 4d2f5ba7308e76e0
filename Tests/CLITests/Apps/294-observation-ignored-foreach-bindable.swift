import SwiftUI

@Observable
final class Player: Identifiable {
    let id = UUID()
    var name: String
    var score = 0
    @ObservationIgnored var lastEdited = "never"

    init(name: String) { self.name = name }
}

@Observable
final class Game {
    var players = [Player(name: "Red"), Player(name: "Blue")]
    var leader: Player? { players.max { $0.score < $1.score } }
}

struct ContentView: View {
    @State private var game = Game()

    var body: some View {
        List {
            ForEach(game.players) { player in
                @Bindable var player = player
                HStack {
                    TextField("Name", text: $player.name)
                    Stepper("\(player.score)", value: $player.score)
                }
            }
            Text("Leader: \(game.leader?.name ?? "tie")")
        }
    }
}
