// The subviews are a collection: `first` is the headline, `dropFirst()` the rest, whatever made them
// (single views, an `if`). Each is placed where it belongs, in a stack of its own.
// 子视图是一个集合：`first` 是标题，`dropFirst()` 是其余的，不管它们是怎么来的（单个视图还是 `if`）。
// 每一个都放在它该在的堆栈里。
struct Lead<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 8) {
                if let headline = subviews.first {
                    headline
                }
                HStack {
                    ForEach(subviews.dropFirst()) { subview in
                        subview
                    }
                }
            }
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
