import SwiftUI

struct ContentView: View {
    @State private var nickname: String? = "Ace"
    @State private var score: Int? = nil

    var body: some View {
        VStack(spacing: 12) {
            if let nickname {
                Text("Nickname: \(nickname)")
            }
            if let score, score > 10 {
                Text("High score \(score)")
            } else {
                Text("No score yet")
            }
            Button("Set score") { score = 42 }
        }
    }
}
