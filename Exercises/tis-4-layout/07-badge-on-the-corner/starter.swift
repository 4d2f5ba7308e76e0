#Preview {
    Color.blue
        .frame(width: 100, height: 50)
        .accessibilityIdentifier("host")
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .accessibilityIdentifier("badge")
                // TODO: move the badge so its centre is on the corner.
                // TODO：移动徽章，让它的中心落在角上。
        }
}
