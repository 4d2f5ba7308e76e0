// The overlay aligns the badge's top-trailing point with the host's. Redefining the badge's
// .top guide as half its height and its .trailing guide as half its width makes that point the
// badge's centre. The overlay still reports the host's size.
#Preview {
    Color.blue
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("host")
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier("badge")
                .alignmentGuide(.top) { d in d.height / 2 }
                .alignmentGuide(.trailing) { d in d.width / 2 }
        }
}
