// A play queue whose songs a drag reorders.
// 一个可以拖动歌曲来重新排序的播放队列。
struct PlayQueue: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]
    var body: some View {
        List {
            Section("Up next") {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                }
                // TODO: move the dragged song in `songs`.
                // TODO：在 `songs` 中移动被拖动的歌曲。
            }
            Section {
                Text("First: \(songs[0])").accessibilityIdentifier("first")
                Text("Last: \(songs[songs.count - 1])").accessibilityIdentifier("last")
            }
        }
    }
}

#Preview { PlayQueue() }
