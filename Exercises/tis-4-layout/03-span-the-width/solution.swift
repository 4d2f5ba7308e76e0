// A flexible frame with maxWidth: .infinity accepts any proposed width and reports it back,
// so the background behind it is exactly as wide as the offer — at every size, not just one.
// 带有 maxWidth: .infinity 的灵活框架接受任意建议宽度，并把它报告回去，
// 所以它后面的背景正好和建议的一样宽——在每一种尺寸下都是如此，而不只是某一种。
#Preview {
    Text("Favorite")
        .padding(8)
        .frame(maxWidth: .infinity)
        .background(Color.teal)
        .accessibilityIdentifier("bar")
}
