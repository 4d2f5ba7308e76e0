import SwiftUI

struct ContentView: View {
    @State private var unread = 3

    var body: some View {
        HStack(spacing: 40) {
            Image(systemName: "bell")
                .font(.system(size: 32))
                .overlay(alignment: .topTrailing) {
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption2.bold())
                            .foregroundColor(.white)
                            .padding(5)
                            .background(Circle().fill(.red))
                            .offset(x: 10, y: -10)
                    }
                }
            Button("Clear") { unread = 0 }
                .buttonStyle(.bordered)
        }
    }
}
