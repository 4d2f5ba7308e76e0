// aspectRatio(_:contentMode: .fit) proposes to its content the largest size of that ratio that
// fits the proposal; the colour accepts it.
// aspectRatio(_:contentMode: .fit) 向它的内容建议符合这个比例、又能放进建议尺寸的最大尺寸；
// 颜色接受了它。
#Preview {
    Color.blue
        .aspectRatio(16/9, contentMode: .fit)
        .accessibilityIdentifier("box")
}
