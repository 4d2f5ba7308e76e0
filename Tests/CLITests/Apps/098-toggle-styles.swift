import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct ContentView: View {
    @State private var agree = false
    @State private var subscribe = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("I agree to the terms", isOn: $agree)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Subscribe", isOn: $subscribe)
                .toggleStyle(.switch)
                .tint(.green)
            Toggle("Button toggle", isOn: $subscribe)
                .toggleStyle(.button)
        }
        .padding()
    }
}
