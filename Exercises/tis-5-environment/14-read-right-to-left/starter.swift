// Preview the same row left to right and right to left, one under the other.
struct ShoppingRow: View {
    var number: String
    var title: String
    var id: String

    var body: some View {
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
            // TODO: make this row (and only this row) read right to left.
    }
}
