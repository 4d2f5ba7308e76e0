import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Now Playing")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text("Midnight City")
                    .font(.title2.bold())
                Text("M83")
            }
            .padding(24)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
            .blur(radius: 0)
        }
    }
}
