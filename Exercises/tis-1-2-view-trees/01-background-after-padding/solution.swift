// The background is drawn at the size of the view it modifies. Applied after .padding(), it
// modifies the padded view, so the fill covers 51 + 2·16 by 17 + 2·16 points.
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.blue.accessibilityIdentifier("fill"))
}
