// A settings list: each row's value belongs at the row's trailing edge.
// 一个设置列表：每行的值应该靠在这一行的尾边上。
struct SettingRow: View {
    let label: String
    let value: String
    let tag: String

    var body: some View {
        // TODO: push the value to the row's trailing edge.
        // 待办：把值推到这一行的尾边。
        HStack {
            Text(label).accessibilityIdentifier(tag + "Label")
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
