// Mirrors: Pro SwiftUI (seed 004) L2095–2160 — an Identifiable, Equatable Category, a CategoryButton with a binding to the selection, and a row of buttons in an HStack
// Ours: Trail categories with SF Symbols; accessibilityElement/accessibilityLabel become accessibilityIdentifier (the others are outside our subset).
import SwiftUI

struct Trail: Identifiable, Equatable {
    var id: String
    var symbol: String
}

struct TrailButton: View {
    var trail: Trail
    @Binding var selected: Trail?

    var body: some View {
        Button {
            selected = trail
        } label: {
            VStack {
                Image(systemName: trail.symbol)
                Text(trail.id)
            }
            .foregroundColor(selected == trail ? .primary : .secondary)
        }
        .accessibilityIdentifier(trail.id)
    }
}

struct ContentView: View {
    @State private var selected: Trail?
    let trails = [
        Trail(id: "Coast", symbol: "water.waves"),
        Trail(id: "Forest", symbol: "tree"),
        Trail(id: "Summit", symbol: "mountain.2")
    ]

    var body: some View {
        VStack {
            HStack(spacing: 20) {
                ForEach(trails) { trail in
                    TrailButton(trail: trail, selected: $selected)
                }
            }
        }
    }
}

let trails = [
    Trail(id: "Coast", symbol: "water.waves"),
    Trail(id: "Forest", symbol: "tree"),
    Trail(id: "Summit", symbol: "mountain.2")
]
print(trails.map { $0.id }.joined(separator: ", "))
print(trails[1] == Trail(id: "Forest", symbol: "tree"))

// expect: Coast, Forest, Summit
// expect: true
