// Mirrors: Pro SwiftUI (seed 004) L267–286 — Image.resizable().fixedSize() returns to the original size; resizable() adds no wrapper view
// Ours: the fjord photo made resizable, then fixed; resizable() alone is still just Image.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("fjord")
            .resizable()
            .fixedSize()
            .frame(width: 260, height: 90)
    }
}

print(type(of: Image("fjord").resizable()))
print(type(of: ContentView().body))

// expect: Image
// expect: ModifiedContent<ModifiedContent<Image, _FixedSizeLayout>, _FrameLayout>
