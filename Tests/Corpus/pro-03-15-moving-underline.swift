// Mirrors: Pro SwiftUI (seed 004) L2161–2244 — an underline that moves to the selected category (anchorPreference + overlayPreferenceValue + proxy[anchor]), a List that also selects, and `if let selectedCategory { Text }`
// Ours: closest program in our subset — fixed-width buttons, a GeometryReader overlay that positions the underline from the selected index, a List with a checkmark, and the if-let shorthand.
import SwiftUI

struct Trail: Identifiable, Equatable {
    var id: String
    var symbol: String
}

struct ContentView: View {
    @State private var selected: Trail?
    let trails = [
        Trail(id: "Coast", symbol: "water.waves"),
        Trail(id: "Forest", symbol: "tree"),
        Trail(id: "Summit", symbol: "mountain.2")
    ]
    let buttonWidth: CGFloat = 80

    func index(of trail: Trail?) -> Int? {
        guard let trail = trail else { return nil }
        for (i, t) in trails.enumerated() {
            if t == trail {
                return i
            }
        }
        return nil
    }

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                ForEach(trails) { trail in
                    Button(trail.id) {
                        selected = trail
                    }
                    .frame(width: buttonWidth)
                }
            }
            .overlay {
                GeometryReader { proxy in
                    if let i = index(of: selected) {
                        Rectangle()
                            .fill(.black)
                            .frame(width: buttonWidth, height: 2)
                            .position(x: CGFloat(i) * buttonWidth + buttonWidth / 2, y: proxy.size.height + 4)
                    }
                }
            }

            List {
                ForEach(trails) { trail in
                    HStack {
                        Text(trail.id)
                        if selected == trail {
                            Spacer()
                            Image(systemName: "checkmark")
                        }
                    }
                    .onTapGesture {
                        selected = trail
                    }
                }
            }

            if let selected {
                Text("Selected: \(selected.id)")
            }
        }
    }
}

let width = 80.0
let centers = (0..<3).map { Double($0) * width + width / 2 }
print(centers)

// expect: [40.0, 120.0, 200.0]
