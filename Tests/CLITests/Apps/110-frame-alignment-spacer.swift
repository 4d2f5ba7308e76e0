import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Leading")
                Spacer()
                Text("Trailing")
            }
            .padding()
            .background(Color.yellow.opacity(0.3))
            Spacer(minLength: 20)
            Text("Bottom right")
                .frame(maxWidth: .infinity, maxHeight: 80, alignment: .bottomTrailing)
                .background(Color.blue.opacity(0.2))
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
            }
            .layoutPriority(1)
        }
        .padding()
    }
}
