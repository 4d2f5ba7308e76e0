// Mirrors: Thinking in SwiftUI (seed 000) L3630–3642 — the flow layout's subview(for:) colours each item with Color(hue: .init(index)/10, saturation: 0.8, brightness: 0.8)
// Ours: the same helper for a row of tags; `.init(index)` is the initializer of the number type the hue parameter expects.
import SwiftUI

func tag(for index: Int) -> some View {
    Text("Tag \(index)" + String(repeating: "\n", count: index / 2))
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 5)
                .fill(Color(hue: .init(index) / 10, saturation: 0.8, brightness: 0.8))
        }
}

struct ContentView: View {
    var body: some View {
        HStack {
            ForEach(0..<3, id: \.self) { index in
                tag(for: index)
            }
        }
    }
}

let hues = (0..<4).map { index -> Double in .init(index) / 10 }
print(hues)
print(type(of: tag(for: 2)))

// expect: [0.0, 0.1, 0.2, 0.3]
// expect: ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundModifier<_ShapeView<RoundedRectangle, Color>>>
