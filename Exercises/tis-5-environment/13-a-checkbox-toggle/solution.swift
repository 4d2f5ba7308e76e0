// Draw each toggle as a text checkbox: "[x]" when on, "[ ]" when off, then its label.
struct CheckboxStyle: ToggleStyle {
    // The configuration carries the toggle's state (isOn, a binding) and its label. The style
    // decides everything else, including what a tap does: here the whole row flips isOn.
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
        .toggleStyle(CheckboxStyle())
    }
}

#Preview { PackingList() }
