import SwiftUI

// A dial that turns back as far as it went, a counter kept as text, and a note that wraps freely.
struct Dial: View {
    @State private var turn: Angle = .degrees(40)
    @State private var steps = Int()
    @State private var locked = Bool()

    private var stepsText: Binding<String> {
        Binding { String(steps) } set: { steps = Int($0) ?? steps }
    }
    private var lockedLabel: Binding<Bool> {
        Binding(get: { locked }) { locked = $0 }
    }

    var body: some View {
        VStack(spacing: 8) {
            SwiftUI.Image(systemName: "dial.medium")
                .rotationEffect(-turn)
                .rotationEffect(turn + .degrees(5) - turn)
            TextField("Steps", text: stepsText)
            Toggle("Locked", isOn: lockedLabel)
            Text("Turn the dial left and right to set how many steps the lock needs.")
                .lineLimit(0)
                .frame(width: 120)
            Text("pill")
                .padding(6)
                .background(.yellow)
                .clipShape(AnyShape(.capsule))
        }
    }
}

#Preview { Dial() }
