// An @Environment property read in the view's initializer is not installed yet (TiS L2260).
struct Caption: View {
    @Environment(\.lineLimit) private var lineLimit
    let text: String
    let limit: Int
    init(_ text: String) {
        self.text = text
        limit = lineLimit ?? 3
    }
    var body: some View { Text(text).lineLimit(limit) }
}

struct ContentView: View {
    var body: some View {
        Caption("Hello").lineLimit(1)
    }
}
