// Selecting a song re-runs every row. Make it re-run only the two rows whose look changes.
// 选中一首歌会让每一行都重新执行。让它只重新执行外观有变化的那两行。
let songs = ["Morning Tide", "Paper Moons", "Low Orbit", "Citrus", "Night Bus", "Slow Rain"]

// With the selection itself, every row's value changed on every tap (`@self`), though four
// of them looked the same. A Bool changes for two rows only: the one losing the selection and
// the one gaining it. The other rows get an equal value and SwiftUI skips their bodies.
// 传入选中的序号时，每次点按每一行的值都变了（`@self`），尽管其中四行看起来一模一样。
// 而一个 Bool 只在两行里变化：失去选中的那行和得到选中的那行。其他行的值相等，SwiftUI 跳过它们的 body。
struct SongRow: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(isSelected ? "▶ \(title)" : title)
    }
}

struct ContentView: View {
    @State private var selection = 0
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(songs.indices, id: \.self) { i in
                // Work out the answer in the parent, which reads the selection anyway.
                // 在父视图里算出答案，反正它本来就读取了选中的序号。
                SongRow(title: songs[i], isSelected: i == selection)
                    .accessibilityIdentifier("song\(i)")
                    .onTapGesture { selection = i }
            }
        }
    }
}
