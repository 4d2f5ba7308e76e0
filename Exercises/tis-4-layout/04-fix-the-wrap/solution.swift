// layoutPriority(1) puts the text in a group that is sized before the colours: it is offered
// the whole width (minus the colours' minimum, 0) and takes its ideal 76 points on one line.
// layoutPriority(1) 把文本放进一个比颜色先确定尺寸的组：它得到整个宽度（减去颜色的最小值 0），
// 于是以理想的 76 点排成一行。
#Preview {
    HStack(spacing: 0) {
        Color.cyan
        Text("Hello, World!")
            .layoutPriority(1)
            .accessibilityIdentifier("label")
        Color.teal
    }
}
