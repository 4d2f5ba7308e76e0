import SwiftUI

struct ContentView: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(colors.indices, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[i].gradient)
                        .frame(height: 100)
                        .overlay(Text("Card \(i + 1)").font(.title2.bold()).foregroundStyle(.white))
                        .visualEffect { content, proxy in
                            let y = proxy.frame(in: .scrollView).minY
                            return content
                                .scaleEffect(y < 0 ? max(0.8, 1 + y / 500) : 1)
                                .opacity(y < 0 ? max(0.3, 1 + y / 300) : 1)
                        }
                }
            }
            .padding()
        }
    }
}
