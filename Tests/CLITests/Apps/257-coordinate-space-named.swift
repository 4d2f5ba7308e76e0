import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<12) { index in
                    GeometryReader { proxy in
                        let minY = proxy.frame(in: .named("scroll")).minY
                        HStack {
                            Text("Row \(index)")
                            Spacer()
                            Text("y = \(Int(minY))")
                                .monospacedDigit()
                        }
                        .padding(.horizontal)
                        .frame(width: proxy.size.width, height: proxy.size.height)
                        .background(Color.blue.opacity(max(0.05, min(0.5, 1 - minY / 600))))
                    }
                    .frame(height: 50)
                }
            }
        }
        .coordinateSpace(name: "scroll")
    }
}
