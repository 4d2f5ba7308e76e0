import SwiftUI

struct Card<Content: View>: View {
    let color: Color
    let content: Content

    init(color: Color = .blue, @ViewBuilder content: () -> Content) {
        self.color = color
        self.content = content()
    }

    var body: some View {
        content
            .padding()
            .background(color.opacity(0.15))
            .cornerRadius(10)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Card {
                Text("Default blue card")
            }
            Card(color: .green) {
                HStack {
                    Image(systemName: "leaf")
                    Text("Green card")
                }
            }
        }
    }
}
