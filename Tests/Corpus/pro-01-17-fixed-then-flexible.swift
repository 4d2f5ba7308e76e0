// Mirrors: Pro SwiftUI (seed 004) L477–493 — one frame() call is either fixed or flexible, so stack two: .frame(width: 250).frame(minHeight: 400)
// Ours: a sidebar label 220 wide with a minimum height of 360.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Sidebar")
            .frame(width: 220)
            .frame(minHeight: 360)
    }
}

print(type(of: ContentView().body))

// expect: ModifiedContent<ModifiedContent<Text, _FrameLayout>, _FlexFrameLayout>
