// Mirrors: Thinking in SwiftUI (seed 000) L1602–1638 — .frame(minWidth: 0, maxWidth: .infinity) takes exactly the proposed width; the 10-step trace with padding(10)
// Ours: an `exactlyProposedWidth()` extension on a "Hello, Tromsø!" label; the step-6 formula max(0, min(∞, 300)) is evaluated.
import SwiftUI

extension View {
    func exactlyProposedWidth() -> some View {
        frame(minWidth: 0, maxWidth: .infinity)
    }
}

struct ContentView: View {
    var body: some View {
        Text("Hello, Tromsø!")
            .exactlyProposedWidth()
            .background(Color.teal)
            .padding(10)
    }
}

let proposed = 320.0 - 2 * 10.0
let frameWidth = max(0, min(Double.infinity, proposed))
print(frameWidth)
print(frameWidth + 20)
print(type(of: ContentView().body))

// expect: 300.0
// expect: 320.0
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, _FlexFrameLayout>, _BackgroundStyleModifier<Color>>, _PaddingLayout>
