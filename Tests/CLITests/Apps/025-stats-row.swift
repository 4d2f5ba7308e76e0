import SwiftUI

struct StatView: View {
    let value: Int
    let label: String
    var body: some View {
        VStack {
            Text("\(value)")
                .font(.title2.weight(.bold))
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(Color.orange.gradient)
                .frame(width: 80, height: 80)
                .overlay(Text("JD").font(.title).foregroundColor(.white))
            HStack {
                StatView(value: 128, label: "Posts")
                Divider().frame(height: 30)
                StatView(value: 4200, label: "Followers")
                Divider().frame(height: 30)
                StatView(value: 310, label: "Following")
            }
        }
        .padding()
    }
}
