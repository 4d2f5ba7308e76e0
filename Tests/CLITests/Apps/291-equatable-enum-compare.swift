import SwiftUI

enum Screen: Equatable, Hashable {
    case home
    case profile(userID: Int)
    case settings(section: String?)
}

struct ContentView: View {
    @State private var current: Screen = .home
    let shortcuts: [Screen] = [.home, .profile(userID: 7), .profile(userID: 9), .settings(section: nil), .settings(section: "privacy")]

    func title(_ s: Screen) -> String {
        switch s {
        case .home: "Home"
        case .profile(let id): "Profile \(id)"
        case .settings(let section?): "Settings › \(section.capitalized)"
        case .settings(nil): "Settings"
        }
    }

    var body: some View {
        VStack(spacing: 10) {
            Text(title(current)).font(.title)
            ForEach(shortcuts, id: \.self) { screen in
                Button(title(screen)) { current = screen }
                    .buttonStyle(.bordered)
                    .disabled(screen == current)
            }
            Text(current == .profile(userID: 7) ? "Viewing your own profile" : " ")
                .font(.caption)
        }
        .padding()
    }
}
