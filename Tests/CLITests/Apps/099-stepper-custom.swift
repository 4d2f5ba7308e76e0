import SwiftUI

struct ContentView: View {
    @State private var cups = 0
    let goal = 8

    var body: some View {
        VStack(spacing: 16) {
            Text("Water intake")
                .font(.headline)
            HStack {
                ForEach(0..<goal, id: \.self) { i in
                    Image(systemName: i < cups ? "drop.fill" : "drop")
                        .foregroundColor(.blue)
                }
            }
            Stepper {
                Text("\(cups) of \(goal) cups")
            } onIncrement: {
                if cups < goal { cups += 1 }
            } onDecrement: {
                if cups > 0 { cups -= 1 }
            }
            .padding(.horizontal)
            if cups >= goal {
                Text("Goal reached! 🎉")
            }
        }
    }
}
