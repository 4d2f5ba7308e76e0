import SwiftUI

struct ContentView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(
                RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 120)
            )
            .frame(width: 240, height: 160)
            .overlay(alignment: .bottomLeading) {
                Text("Sunrise")
                    .font(.headline)
                    .foregroundColor(.white)
                    .padding()
            }
            .overlay(alignment: .topTrailing) {
                Image(systemName: "sun.max.fill")
                    .foregroundColor(.white)
                    .padding(10)
            }
            .shadow(color: .orange.opacity(0.4), radius: 10, y: 6)
    }
}
