// Mirrors: Pro SwiftUI (seed 004) L159–175 — .frame(width: 300, height: 100, alignment: .bottomTrailing): the text keeps its own natural frame inside the new one
// Ours: a 95×20 greeting placed bottom-trailing in a 300×100 frame; its origin is computed.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, harbor!")
            .frame(width: 300, height: 100, alignment: .bottomTrailing)
            .border(.gray)
    }
}

let natural = CGSize(width: 95, height: 20)
let outer = CGSize(width: 300, height: 100)
print("text at (\(outer.width - natural.width), \(outer.height - natural.height))")
print(type(of: Text("Hello, harbor!").frame(width: 300, height: 100, alignment: .bottomTrailing)))

// expect: text at (205.0, 80.0)
// expect: ModifiedContent<Text, _FrameLayout>
