// Mirrors: Pro SwiftUI (seed 004) L217–251 — .fixedSize().frame(width: 30, height: 100): three views, the text keeps its ideal 95×20 and overflows
// Ours: the same chain on our greeting, plus a vertical-only fixedSize that lets the text wrap and grow taller.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hello, harbor!")
                .fixedSize()
                .frame(width: 30, height: 100)
            Text("Hello, harbor! A longer line to wrap.")
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 60)
        }
    }
}

print(type(of: Text("Hello, harbor!").fixedSize().frame(width: 30, height: 100)))
print(type(of: Text("x").fixedSize(horizontal: false, vertical: true)))

// expect: ModifiedContent<ModifiedContent<Text, _FixedSizeLayout>, _FrameLayout>
// expect: ModifiedContent<Text, _FixedSizeLayout>
