import SwiftUI

struct ContentView: View {
    @State private var volume = 3

    var body: some View {
        HStack(spacing: 20) {
            Button {
                volume = max(0, volume - 1)
            } label: {
                Image(systemName: "speaker.minus")
            }
            .accessibilityLabel("Decrease volume")
            Text("\(volume)")
                .font(.title)
                .accessibilityValue("\(volume) of 10")
            Button {
                volume = min(10, volume + 1)
            } label: {
                Image(systemName: "speaker.plus")
            }
            .accessibilityLabel("Increase volume")
            .accessibilityHint("Raises the volume by one step")
        }
        .accessibilityElement(children: .contain)
    }
}
