// Mirrors: Pro SwiftUI (seed 004) L309–365 — two padded texts with backgrounds get equal heights with .frame(maxHeight: .infinity) and HStack.fixedSize(horizontal: false, vertical: true)
// Ours: "Menu" and a long dish description on lime and orange backgrounds.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack {
            Text("Menu")
                .padding()
                .frame(maxHeight: .infinity)
                .background(.green)
            Text("Slow-roasted squash with brown butter and sage")
                .padding()
                .frame(maxHeight: .infinity)
                .background(.orange)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

// The HStack's ideal height is the tallest child's ideal height.
let idealHeights = [52.0, 92.0]
print(idealHeights.max() ?? 0)
print(type(of: Text("Menu").padding().frame(maxHeight: .infinity).background(.green)))

// expect: 92.0
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _FlexFrameLayout>, _BackgroundStyleModifier<Color>>
