// A custom view is a value with a body; its body is laid out exactly like the code it replaces.
struct Tag: View {
    let title: String
    var body: some View {
        Text(title)
            .padding(6)
            .background(Color.orange)
    }
}

#Preview {
    HStack {
        Tag(title: "Swift")
        Tag(title: "Layout")
    }
}
