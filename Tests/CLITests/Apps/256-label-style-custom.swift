import SwiftUI

struct VerticalLabelStyle: LabelStyle {
    var tint: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
                .foregroundStyle(tint)
            configuration.title
                .font(.caption)
        }
        .frame(minWidth: 64)
    }
}

extension LabelStyle where Self == VerticalLabelStyle {
    static var vertical: VerticalLabelStyle { VerticalLabelStyle() }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 16) {
            Label("Call", systemImage: "phone.fill")
                .labelStyle(.vertical)
            Label("Message", systemImage: "message.fill")
                .labelStyle(VerticalLabelStyle(tint: .green))
            Label("Mail", systemImage: "envelope.fill")
                .labelStyle(.vertical)
        }
        .padding()
    }
}
