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
                // A ForEach in a List with `onMove` lets its rows be dragged. The list only
                // reports the move: the dragged rows' offsets and the offset to put them before.
                // The data is ours to change, and `move(fromOffsets:toOffset:)` takes exactly
                // those two values.
                // List 中带有 `onMove` 的 ForEach 允许拖动它的行。列表只报告这次移动：
                // 被拖动的行的偏移，以及要把它们放在哪个偏移之前。数据由我们自己修改，
                // 而 `move(fromOffsets:toOffset:)` 接受的正好是这两个值。
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
