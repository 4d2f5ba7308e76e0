// One banner, used twice: inside a scroll view, and beside it.
// 同一个横幅用了两次：一次在滚动视图里，一次在它旁边。
struct Banner: View {
    var body: some View {
        // TODO: 400 tall in the scroll view, and at most 400 (shrinking to fit) beside it.
        // 待办：在滚动视图里高 400，在旁边最多高 400（放不下时缩小）。
        Color.orange
            .frame(maxHeight: 400)
    }
}

#Preview {
    HStack(spacing: 0) {
        ScrollView {
            Banner().accessibilityIdentifier("scrolled")
        }
        Banner().accessibilityIdentifier("beside")
    }
}
