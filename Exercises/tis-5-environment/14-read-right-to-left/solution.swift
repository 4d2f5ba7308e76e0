// Preview the same row left to right and right to left, one under the other.
struct ShoppingRow: View {
    var number: String
    var title: String
    var id: String

    var body: some View {
        // Nothing here says "left" or "right": spacing, .leading padding and .leading alignment
        // are relative to the layout direction this view reads from its environment.
        HStack(spacing: 8) {
            Text(number).accessibilityIdentifier(id + "Number")
            Text(title).accessibilityIdentifier(id + "Title")
        }
        .padding(.leading, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    VStack(spacing: 12) {
        ShoppingRow(number: "1.", title: "Milk", id: "plain")
        ShoppingRow(number: "2.", title: "Bread", id: "mirrored")
            // The environment value flows down into this row only: its HStack now places the
            // number first from the right, the leading padding lands on the right edge and the
            // frame pushes the row to the right. The row above keeps the default, left to right.
            .environment(\.layoutDirection, .rightToLeft)
    }
}
