// Every keystroke in the filter sorts the whole word list again. Sort only when the words change.
// 在筛选框里每按一次键，整个单词表都会重新排序一遍。改成只在单词变化时排序。
func sortedByLength(_ words: [String]) -> [String] {
    // Stands in for costly work; it prints so that you can count the runs.
    // 代表费事的工作；它会打印一行，好让你数出执行了几次。
    print("sorting \(words.count) words")
    return words.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
}

struct ContentView: View {
    @State private var words = ["banana", "fig", "cherry", "kiwi"]
    @State private var query = ""
    // TODO: keep the sorted words in state, and sort again only when `words` changes.
    // TODO：把排好序的单词存在状态里，只在 `words` 变化时重新排序。

    var body: some View {
        let shown = sortedByLength(words).filter { query.isEmpty || $0.contains(query) }
        VStack {
            TextField("Filter", text: $query).accessibilityIdentifier("filter")
            Text(shown.joined(separator: ", ")).accessibilityIdentifier("list")
            Button("Add plum") { words.append("plum") }
        }
    }
}
