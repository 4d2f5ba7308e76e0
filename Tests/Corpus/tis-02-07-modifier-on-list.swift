// Mirrors: Thinking in SwiftUI (seed 000) L208–213 — a border applied to a custom view whose body is a list: each element gets its own border
// Ours: a Badge view with two elements gets .border(.orange); the two-element body is printed.
import SwiftUI

struct Badge: View {
    var body: some View {
        Image(systemName: "star")
        Text("Gold")
    }
}

struct Farewell: View {
    var body: some View {
        Text("See you")
        Image(systemName: "hand.raised")
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 16) {
            Badge()
                .border(.orange)
            Spacer()
            Farewell()
        }
    }
}

print(type(of: Badge().body))
let bordered = 2
print("borders drawn: \(bordered)")

// expect: TupleView<(Image, Text)>
// expect: borders drawn: 2
