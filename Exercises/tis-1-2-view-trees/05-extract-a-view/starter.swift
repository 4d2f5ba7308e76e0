// Extract the repeated chain into struct Tag: View.
// TODO: declare `struct Tag: View` with `let title: String` and use it twice.
#Preview {
    HStack {
        Text("Swift")
            .padding(6)
            .background(Color.orange)
        Text("Layout")
            .padding(6)
            .background(Color.orange)
    }
}
