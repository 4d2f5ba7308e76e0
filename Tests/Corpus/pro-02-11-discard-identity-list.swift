// Mirrors: Pro SwiftUI (seed 004) L884–928 — a List shuffled in withAnimation; .id(UUID()) discards identity so the list cross-fades; withAnimation(.easeInOut(duration: 1))
// Ours: a reversing list of planets whose id is a generation counter (UUID and shuffle are outside our subset).
import SwiftUI

struct ContentView: View {
    @State private var planets = ["Mercury", "Venus", "Earth", "Mars"]
    @State private var generation = 0

    var body: some View {
        VStack {
            List {
                ForEach(planets, id: \.self) { planet in
                    Text(planet)
                }
            }
            .id(generation)

            Button("Reverse") {
                withAnimation(.easeInOut(duration: 1)) {
                    planets = planets.reversed()
                    generation += 1
                }
            }
            .padding(5)
        }
    }
}

var planets = ["Mercury", "Venus", "Earth", "Mars"]
var generation = 0
planets = planets.reversed()
generation += 1
print(planets)
print(generation)

// expect: ["Mars", "Earth", "Venus", "Mercury"]
// expect: 1
