// Right to left, every parent places its children mirrored across its own width: the frame's
// leading edge, the stack's order and the padding's leading side move to the right; sizes stay.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("One")
                Text("Two")
            }
            Text("Indented")
                .padding(.leading, 20)
        }
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
