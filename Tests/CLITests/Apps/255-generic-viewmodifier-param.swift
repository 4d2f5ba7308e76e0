import SwiftUI

struct Highlight<S: ShapeStyle>: ViewModifier {
    let style: S
    let active: Bool

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background {
                if active {
                    RoundedRectangle(cornerRadius: 8).fill(style)
                }
            }
    }
}

extension View {
    func highlight<S: ShapeStyle>(_ style: S, when active: Bool = true) -> some View {
        modifier(Highlight(style: style, active: active))
    }
}

struct ContentView: View {
    @State private var selected = 1

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<3) { i in
                Text("Option \(i + 1)")
                    .highlight(Color.blue.opacity(0.2), when: selected == i)
                    .onTapGesture { selected = i }
            }
            Text("Gradient")
                .highlight(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
        }
        .padding()
    }
}
