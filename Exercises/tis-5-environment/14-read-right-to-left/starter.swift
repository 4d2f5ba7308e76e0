// Preview the same row left to right and right to left, one under the other.
// 上下排列预览同一行：一行从左到右，一行从右到左。
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
            // TODO：让这一行（而且只有这一行）从右到左排列。
    }
}
