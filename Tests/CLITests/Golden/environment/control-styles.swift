// Button and Toggle styles found through the environment: the nearest `.buttonStyle` above a button
// wins, and a toggle's style reads `isOn`, so toggling re-runs the style and no view's body.
struct ChipStyle: ButtonStyle {
    var tint: Color = .mint
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(tint))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == ChipStyle {
    static var chip: ChipStyle { ChipStyle() }
}

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
    }
}

struct ContentView: View {
    @State private var saves = 0
    @State private var remember = false
    var body: some View {
        VStack {
            Button("Saved \(saves)") { saves += 1 }
            Button("Share") { }
                .buttonStyle(.borderedProminent)
            Toggle("Remember me", isOn: $remember)
        }
        .buttonStyle(.chip)
        .toggleStyle(CheckboxStyle())
    }
}
