import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Favorites", systemImage: "heart")
            Label("Icon only", systemImage: "star")
                .labelStyle(.iconOnly)
            Label("Title only", systemImage: "star")
                .labelStyle(.titleOnly)
            Label {
                Text("Custom label")
                    .font(.headline)
            } icon: {
                Circle()
                    .fill(Color.green)
                    .frame(width: 12, height: 12)
            }
        }
    }
}
