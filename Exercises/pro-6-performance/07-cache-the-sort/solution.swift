// Every keystroke in the filter sorts the whole word list again. Sort only when the words change.
// 在筛选框里每按一次键，整个单词表都会重新排序一遍。改成只在单词变化时排序。
func sortedByLength(_ words: [String]) -> [String] {
    print("sorting \(words.count) words")
    return words.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
}

struct ContentView: View {
    @State private var words = ["banana", "fig", "cherry", "kiwi"]
    @State private var query = ""
    // The result of the costly work, kept in the node: @State as a cache.
    // 费事工作的结果，存放在节点里：把 @State 当作缓存。
    @State private var sorted: [String] = []

    var body: some View {
        // Filtering is cheap and depends on the query, so it stays in the body.
        // 筛选很便宜，又取决于查询，所以它留在 body 里。
        let shown = sorted.filter { query.isEmpty || $0.contains(query) }
        VStack {
            TextField("Filter", text: $query).accessibilityIdentifier("filter")
            Text(shown.joined(separator: ", ")).accessibilityIdentifier("list")
            Button("Add plum") { words.append("plum") }
        }
        // Sorting depends on the words only: do it on the first render and whenever they change.
        // Writing `sorted` here costs a second update pass, which is cheap next to a sort per keystroke.
        // 排序只取决于单词：第一次渲染时排一次，之后每当单词变化时再排。
        // 在这里写入 `sorted` 会多一轮更新，但比起每按一次键就排一次序，这很便宜。
        .onChange(of: words, initial: true) { sorted = sortedByLength(words) }
    }
}
