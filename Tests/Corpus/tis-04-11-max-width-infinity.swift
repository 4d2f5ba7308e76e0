// Mirrors: Thinking in SwiftUI (seed 000) L1554–1600 — flexible frames clamp twice; .frame(maxWidth: .infinity) makes a view at least as wide as proposed, wrapped in a View extension
// Ours: an extension `atLeastProposedWidth()`; the book's `.background(.quaternary)` is used as written.
import SwiftUI

extension View {
    func atLeastProposedWidth() -> some View {
        frame(maxWidth: .infinity)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hello, Bergen!")
                .frame(maxWidth: .infinity)
                .background(.quaternary)
            Text("Hello, Bergen!")
                .atLeastProposedWidth()
                .background(Color.cyan)
        }
    }
}

// Only maxWidth: at least the child, at most the maximum.
func flexWidth(proposed: Double, child: Double, maxWidth: Double) -> Double {
    min(maxWidth, max(proposed, child))
}
print(flexWidth(proposed: 25, child: 44, maxWidth: .infinity))
print(flexWidth(proposed: 100, child: 44, maxWidth: .infinity))
print(type(of: Text("Hello, Bergen!").atLeastProposedWidth()))

// expect: 44.0
// expect: 100.0
// expect: ModifiedContent<Text, _FlexFrameLayout>
