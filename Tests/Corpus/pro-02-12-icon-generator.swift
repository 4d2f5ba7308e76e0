// Mirrors: Pro SwiftUI (seed 004) L929–955 — an icon generator: random color and symbol, .transition(.slide).id(id), new id inside withAnimation
// Ours: a badge maker that steps through fixed colors and symbols with an Int id (random values and UUID are outside our subset).
import SwiftUI

struct ContentView: View {
    @State private var id = 0
    let colors: [Color] = [.red, .orange, .green, .blue]
    let symbols = ["run", "walk", "roll", "wave"]

    var body: some View {
        VStack {
            ZStack {
                colors[id % colors.count]
                Image(systemName: "figure.\(symbols[id % symbols.count])")
                    .font(.system(size: 96))
                    .foregroundColor(.white)
            }
            .transition(.slide)
            .id(id)

            Button("Change") {
                withAnimation(.easeInOut(duration: 1)) {
                    id += 1
                }
            }
            .padding(.bottom)
        }
    }
}

let symbols = ["run", "walk", "roll", "wave"]
for id in 0..<5 {
    print("figure.\(symbols[id % symbols.count])")
}

// expect: figure.run
// expect: figure.walk
// expect: figure.roll
// expect: figure.wave
// expect: figure.run
