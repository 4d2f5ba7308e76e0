// Draw each toggle as a text checkbox: "[x]" when on, "[ ]" when off, then its label.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        // TODO: show "[x]" or "[ ]" (from configuration.isOn) before the label,
        // and let a tap flip configuration.isOn.
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
    }
}

#Preview { PackingList() }
