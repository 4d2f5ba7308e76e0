// Mirrors: Thinking in SwiftUI (seed 000) L1546–1552 — a fixed frame proposes and reports exactly its size; with one dimension the other passes through
// Ours: a swatch with both dimensions and a caption with only a width.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Color.orange
                .frame(width: 80, height: 40)
            Text("Only the width is fixed")
                .frame(width: 90)
        }
    }
}

print(type(of: Color.orange.frame(width: 80, height: 40)))
print(type(of: Text("Only the width is fixed").frame(width: 90)))

// expect: ModifiedContent<Color, _FrameLayout>
// expect: ModifiedContent<Text, _FrameLayout>
