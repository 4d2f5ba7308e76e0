// Thinking in SwiftUI L3533–3578: each item writes its size from a GeometryReader in its overlay;
// onPreferenceChange prints the sizes the layout gave (the book shows macOS fonts; these are
// viewlab's text metric: 70×49 for a line, 70×66 for two, 70×83 for three).
struct SizeKey: PreferenceKey {
    static var defaultValue: [CGSize] = []

    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
  func measureSize() -> some View {
    overlay {
      GeometryReader { proxy in
        Color.clear
          .preference(key: SizeKey.self, value: [proxy.size])
      }
    }
  }
}

struct ContentView: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
          ForEach(0..<5) { ix in
            Text("Item \(ix)" + String(repeating: "\n", count: ix/2))
              .padding()
              .measureSize()
          }
        }
        .onPreferenceChange(SizeKey.self) { print($0) }
    }
}
