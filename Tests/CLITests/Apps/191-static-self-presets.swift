import SwiftUI

struct Theme: Equatable {
    let name: String
    let accent: Color
    let cornerRadius: CGFloat

    static let ocean = Self(name: "Ocean", accent: .blue, cornerRadius: 16)
    static let forest = Self(name: "Forest", accent: .green, cornerRadius: 4)
    static let sunset = Theme(name: "Sunset", accent: .orange, cornerRadius: 24)

    static var all: [Self] { [.ocean, .forest, .sunset] }

    func withRadius(_ r: CGFloat) -> Self {
        Self(name: name, accent: accent, cornerRadius: r)
    }
}

struct ContentView: View {
    @State private var theme: Theme = .ocean

    var body: some View {
        VStack(spacing: 12) {
            ForEach(Theme.all, id: \.name) { t in
                Button(t.name) { theme = t }
                    .buttonStyle(.bordered)
                    .tint(t.accent)
            }
            RoundedRectangle(cornerRadius: theme.cornerRadius)
                .fill(theme.accent.gradient)
                .frame(height: 120)
                .overlay(Text(theme.name).foregroundStyle(.white))
            Button("Square corners") { theme = theme.withRadius(0) }
        }
        .padding()
    }
}
