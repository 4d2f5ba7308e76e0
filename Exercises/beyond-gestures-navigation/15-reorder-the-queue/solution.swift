// A play queue whose songs a drag reorders.
struct PlayQueue: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]
    var body: some View {
        List {
            Section("Up next") {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                }
                // A ForEach in a List with `onMove` lets its rows be dragged. The list only
                // reports the move: the dragged rows' offsets and the offset to put them before.
                // The data is ours to change, and `move(fromOffsets:toOffset:)` takes exactly
                // those two values.
                .onMove { offsets, destination in
                    songs.move(fromOffsets: offsets, toOffset: destination)
                }
            }
            Section {
                Text("First: \(songs[0])").accessibilityIdentifier("first")
                Text("Last: \(songs[songs.count - 1])").accessibilityIdentifier("last")
            }
        }
    }
}

#Preview { PlayQueue() }
