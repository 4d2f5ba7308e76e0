// Draw each toggle as a text checkbox: "[x]" when on, "[ ]" when off, then its label.
// 把每个开关画成文字复选框：打开时是 "[x]"，关闭时是 "[ ]"，后面跟着它的标签。
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        // TODO: show "[x]" or "[ ]" (from configuration.isOn) before the label,
        // and let a tap flip configuration.isOn.
        // TODO：在标签前显示 "[x]" 或 "[ ]"（取决于 configuration.isOn），
        // 并让点按切换 configuration.isOn。
        configuration.label
    }
}

struct PackingList: View {
    @State private var passport = false
    @State private var charger = true

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Passport", isOn: $passport)
                .accessibilityIdentifier("passport")
            Toggle("Charger", isOn: $charger)
                .accessibilityIdentifier("charger")
        }
        // TODO: give both toggles the CheckboxStyle.
        // TODO：让两个开关都使用 CheckboxStyle。
    }
}

#Preview { PackingList() }
