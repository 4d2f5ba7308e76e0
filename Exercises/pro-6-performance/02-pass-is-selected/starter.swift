// Selecting a song re-runs every row. Make it re-run only the two rows whose look changes.
// 选中一首歌会让每一行都重新执行。让它只重新执行外观有变化的那两行。
let songs = ["Morning Tide", "Paper Moons", "Low Orbit", "Citrus", "Night Bus", "Slow Rain"]

struct SongRow: View {
    let title: String
    let index: Int
    // TODO: take only what the row needs to know: whether it is the selected one.
    // TODO：只接收这一行需要知道的东西：它是不是被选中的那一行。
    let selection: Int

    var body: some View {
        Text(index == selection ? "▶ \(title)" : title)
    }
}

struct ContentView: View {
    @State private var selection = 0
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(songs.indices, id: \.self) { i in
                SongRow(title: songs[i], index: i, selection: selection)
                    .accessibilityIdentifier("song\(i)")
                    .onTapGesture { selection = i }
            }
        }
    }
}
