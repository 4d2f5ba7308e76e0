// A settings list: each row's value belongs at the row's trailing edge.
// 一个设置列表：每行的值应该靠在这一行的尾边上。
struct SettingRow: View {
    let label: String
    let value: String
    let tag: String

    var body: some View {
        // The list proposes each row its own width, less the insets, and nil for the height.
        // A Spacer takes whatever width the two texts leave, so the HStack accepts the row's
        // width and the value ends at the trailing inset, however wide the list is.
        // 列表给每一行建议的是它自己的宽度（减去缩进）和 nil 的高度。Spacer 占掉两段文字
        // 剩下的宽度，于是 HStack 接受了整行的宽度，不管列表多宽，值都结束在尾边的缩进处。
        HStack {
            Text(label).accessibilityIdentifier(tag + "Label")
            Spacer()
            Text(value).accessibilityIdentifier(tag + "Value")
        }
    }
}

#Preview {
    List {
        SettingRow(label: "Wi-Fi", value: "Home", tag: "wifi")
        SettingRow(label: "Bluetooth", value: "On", tag: "bluetooth")
        SettingRow(label: "Battery", value: "82 %", tag: "battery")
    }
    .accessibilityIdentifier("list")
}
