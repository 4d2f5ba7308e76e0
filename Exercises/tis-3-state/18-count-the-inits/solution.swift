// What does `Playlist.init` print while the parent refreshes twice?
@Observable final class Playlist {
    var songs = 0
    init() { print("Playlist.init") }
}

struct Player: View {
    @State private var playlist = Playlist()
    var body: some View { Text("\(playlist.songs) songs") }
}

struct ContentView: View {
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Text("Refreshes: \(refreshes)")
            Player()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

// Each refresh re-runs ContentView's body, which initialises Player, which evaluates Playlist().
let predictedLog = "Playlist.init; Playlist.init"
