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

// TODO: the printed lines, separated by "; ".
// TODO：打印出的各行，用 "; " 隔开。
let predictedLog = ""
