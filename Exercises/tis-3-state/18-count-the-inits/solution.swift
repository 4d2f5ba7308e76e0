// What does `Playlist.init` print while the parent refreshes twice?
// 父视图刷新两次时，`Playlist.init` 打印什么？
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
// 每次刷新都会重新执行 ContentView 的 body，它初始化 Player，而 Player 又会求值 Playlist()。
let predictedLog = "Playlist.init; Playlist.init"
