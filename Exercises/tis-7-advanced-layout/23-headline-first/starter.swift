// A headline on its own line, and everything after it side by side underneath.
// 标题单独占一行，后面的所有视图在它下面并排。
struct Lead<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        // TODO: the first subview on top, the others in one row below it.
        // TODO：第一个子视图在上面，其余的在它下面排成一行。
        VStack(spacing: 8) {
            content
        }
    }
}

#Preview {
    Lead {
        Text("Today").font(.title).accessibilityIdentifier("headline")
        Text("Sun").accessibilityIdentifier("sun")
        Text("Wind").accessibilityIdentifier("wind")
        if true {
            Text("Rain").accessibilityIdentifier("rain")
        }
    }
    .padding(10)
}
