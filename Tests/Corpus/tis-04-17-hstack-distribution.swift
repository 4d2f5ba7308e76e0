// Mirrors: Thinking in SwiftUI (seed 000) L1774–1823 — HStack(spacing: 0) { Color; Text; Color }: least flexible first, remaining/count; fixedSize or layoutPriority change it
// Ours: a text between two colors, then the same with .layoutPriority(1); the book's distribution (ideal 100, wraps to 50 at 60) is replayed in plain Swift.
import SwiftUI

struct Sandwich: View {
    var prioritized: Bool

    @ViewBuilder var layers: some View {
        Color.cyan
        Text("Hello, Sandwich!")
            .layoutPriority(prioritized ? 1 : 0)
        Color.teal
    }

    var body: some View {
        HStack(spacing: 0) {
            layers
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Sandwich(prioritized: false)
            Sandwich(prioritized: true)
            HStack(spacing: 0) {
                Color.cyan
                Text("Hello, Sandwich!").fixedSize()
                Color.teal
            }
        }
    }
}

// Children sorted by flexibility: the text (reports 50 when offered 60), then two colors.
var remaining = 180.0
var count = 3.0
let textOffer = remaining / count
let textWidth = 50.0
remaining -= textWidth
count -= 1
let cyanWidth = remaining / count
remaining -= cyanWidth
count -= 1
let tealWidth = remaining / count
print([textOffer, textWidth, cyanWidth, tealWidth])
print(type(of: Sandwich(prioritized: true).layers))

// expect: [60.0, 50.0, 65.0, 65.0]
// expect: TupleView<(Color, ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>, Color)>
