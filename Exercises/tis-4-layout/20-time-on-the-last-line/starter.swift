// A headline that wraps, and how long it takes to read.
// 一条会换行的标题，以及读完它要多久。
#Preview {
    // TODO: stand the reading time on the headline's last line.
    // 待办：让阅读时长站在标题最后一行的基线上。
    HStack(alignment: .firstTextBaseline) {
        Text("Storm closes the harbour for two days")
            .font(.title)
            .accessibilityIdentifier("headline")
        Text("8 min")
            .font(.caption)
            .accessibilityIdentifier("time")
    }
}
