import SwiftUI

struct ContentView: View {
    @State private var step = 0
    let messages = ["First", "Second", "Third"]

    var body: some View {
        VStack {
            ZStack {
                ForEach(messages.indices, id: \.self) { i in
                    if i == step {
                        Text(messages[i])
                            .font(.largeTitle)
                            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                    }
                }
            }
            .frame(height: 100)
            Button("Next") {
                withAnimation {
                    step = (step + 1) % messages.count
                }
            }
        }
    }
}
