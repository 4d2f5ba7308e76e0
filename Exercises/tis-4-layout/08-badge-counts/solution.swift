// A ZStack aligns its children by the same guides as the overlay did, but its size is the union
// of their frames, so the half of the badge outside the host now counts: 110×60.
// ZStack 用和 overlay 相同的参考线对齐它的子视图，但它的尺寸是子视图框架的并集，
// 所以徽章在宿主视图之外的那一半现在也算进去了：110×60。
#Preview {
    ZStack(alignment: .topTrailing) {
        Color.blue
            .frame(width: 100, height: 50)
            .accessibilityIdentifier("host")
        Circle()
            .fill(Color.red)
            .frame(width: 20, height: 20)
            .accessibilityIdentifier("badge")
            .alignmentGuide(.top) { d in d.height / 2 }
            .alignmentGuide(.trailing) { d in d.width / 2 }
    }
}
