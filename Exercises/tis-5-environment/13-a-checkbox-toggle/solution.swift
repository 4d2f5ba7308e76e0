// Draw each toggle as a text checkbox: "[x]" when on, "[ ]" when off, then its label.
// 把每个开关画成文字复选框：打开时是 "[x]"，关闭时是 "[ ]"，后面跟着它的标签。
struct CheckboxStyle: ToggleStyle {
    // The configuration carries the toggle's state (isOn, a binding) and its label. The style
    // decides everything else, including what a tap does: here the whole row flips isOn.
    // configuration 带着开关的状态（isOn，一个绑定）和它的标签。其余一切都由样式决定，
    // 包括点按做什么：这里整行都会切换 isOn。
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 4) {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
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
        // Like .buttonStyle, .toggleStyle goes into the environment: both toggles use it.
        // 和 .buttonStyle 一样，.toggleStyle 会进入环境：两个开关都使用它。
        .toggleStyle(CheckboxStyle())
    }
}

#Preview { PackingList() }
