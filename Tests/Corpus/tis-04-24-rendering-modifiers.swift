// Mirrors: Thinking in SwiftUI (seed 000) L1959–1961 — offset, rotationEffect and scaleEffect change drawing only, not layout
// Ours: three rectangles in an HStack, one offset, one rotated, one scaled; their layout slots stay the same.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack {
            Rectangle()
                .frame(width: 40, height: 40)
                .offset(x: 12, y: 12)
            Rectangle()
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(30))
            Rectangle()
                .frame(width: 40, height: 40)
                .scaleEffect(1.5)
        }
        .border(.green)
    }
}

print(type(of: Rectangle().frame(width: 40, height: 40).offset(x: 12, y: 12)))

// expect: ModifiedContent<ModifiedContent<Rectangle, _FrameLayout>, _OffsetEffect>
