import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1))
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Continue") {}
                .buttonStyle(PillButtonStyle())
            Button("Delete") {}
                .buttonStyle(PillButtonStyle(color: .red))
        }
    }
}
