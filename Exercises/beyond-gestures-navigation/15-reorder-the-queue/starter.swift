// A play queue whose songs a drag reorders.
struct PlayQueue: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]
    var body: some View {
        List {
            Section("Up next") {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                }
                // TODO: move the dragged song in `songs`.
            }
            Section {
                Text("First: \(songs[0])").accessibilityIdentifier("first")
                Text("Last: \(songs[songs.count - 1])").accessibilityIdentifier("last")
            }
        }
    }
}

#Preview { PlayQueue() }
