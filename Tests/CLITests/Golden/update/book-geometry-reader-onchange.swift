// Thinking in SwiftUI L3509–3522: a GeometryReader in an overlay measures the text, and its
// onChange(initial: true) writes the state the border reads: the reader's content has nodes and
// lifecycle actions once a layout has placed the reader (the second pass draws the red border).
// event: rerender
struct ContentView: View {
    var text: String
    @State private var overflows: Bool = false
    var body: some View {
        Text(text)
            .fixedSize()
            .overlay {
                GeometryReader { proxy in
                    let tooWide = proxy.size.width > 100
                    Color.clear
                    .onChange(of: tooWide, initial: true) {
                        overflows = tooWide
                    }
                }
            }
            .frame(width: 100)
            .border(overflows ? Color.red : Color.clear)
    }
}

#Preview {
    VStack {
        ContentView(text: "This is a rather long text")
        Measured()
    }
}

// A print in a reader's closure runs when the content is built (TiS L3705).
struct Measured: View {
    var body: some View {
        Text("Second")
            .overlay { GeometryReader { proxy in
                let _ = print("reader width", proxy.size.width)
                Color.clear
            }}
    }
}
