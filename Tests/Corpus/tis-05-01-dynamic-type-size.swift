// Mirrors: Thinking in SwiftUI (seed 000) L2229–2255 — @Environment(\.dynamicTypeSize) adds an image below .large; \.dynamicTypeSize.isAccessibilitySize reads part of it
// Ours: a greeting with a star; viewlab's environment has iOS's default size, .large, so the image is absent, as the book says of the simulator's defaults.
import SwiftUI

struct ContentView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    var body: some View {
        HStack {
            Text("Good morning")
            if dynamicTypeSize < .large {
                Image(systemName: "star")
            }
        }
    }
}

struct LargeTextNotice: View {
    @Environment(\.dynamicTypeSize.isAccessibilitySize) private var isAccessibilitySize
    var body: some View {
        Text(isAccessibilitySize ? "Large text" : "Standard text")
    }
}

print(type(of: ContentView().body))
print(type(of: LargeTextNotice().body))
print(DynamicTypeSize.large < .accessibility1, DynamicTypeSize.accessibility1.isAccessibilitySize)

// expect: HStack<TupleView<(Text, Optional<Image>)>>
// expect: Text
// expect: true true
