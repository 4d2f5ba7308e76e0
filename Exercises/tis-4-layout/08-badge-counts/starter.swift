#Preview {
    Color.blue
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("host")
        // TODO: make the badge part of the view's size (hint: a ZStack).
        // TODO：让徽章算进视图的尺寸（提示：用 ZStack）。
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier("badge")
                .alignmentGuide(.top) { d in d.height / 2 }
                .alignmentGuide(.trailing) { d in d.width / 2 }
        }
}
