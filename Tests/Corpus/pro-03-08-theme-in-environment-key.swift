// Mirrors: Pro SwiftUI (seed 004) L1892–1958 — a Theme value stored in an environment key, published by a ThemeManager singleton through a ThemeModifier; reading only part of it
// Ours: a Look struct (the book's `protocol Theme` and `any Theme` are outside our subset), a LookManager.shared with @Published `active`, and a `styled()` modifier.
import SwiftUI

struct Look: Equatable {
    var outlineWidth = 2.0
    var headingFont = Font.title
}

struct LookKey: EnvironmentKey {
    static let defaultValue = Look()
}

extension EnvironmentValues {
    var look: Look {
        get { self[LookKey.self] }
        set { self[LookKey.self] = newValue }
    }
}

final class LookManager: ObservableObject {
    @Published var active = Look()
    static let shared = LookManager()
}

struct LookModifier: ViewModifier {
    @ObservedObject var manager = LookManager.shared

    func body(content: Content) -> some View {
        content.environment(\.look, manager.active)
    }
}

extension View {
    func styled() -> some View {
        modifier(LookModifier())
    }
}

struct RingsView: View {
    @Environment(\.look) var look

    var body: some View {
        ForEach(0..<3) { _ in
            Circle()
                .stroke(.red, lineWidth: look.outlineWidth)
        }
    }
}

struct ContentView: View {
    @ObservedObject var manager = LookManager.shared

    var body: some View {
        VStack {
            Text("Rings")
                .font(manager.active.headingFont)
            RingsView()
            Button("Thicker") {
                manager.active.outlineWidth += 1
            }
        }
        .styled()
    }
}

LookManager.shared.active.outlineWidth += 3
print(LookManager.shared.active.outlineWidth)
print(Look() == Look())

// expect: 5.0
// expect: true
