// A custom EnvironmentKey with a default, written through an EnvironmentValues property and a View
// extension (TiS ch. 5's badge colour): both badges read the value written around them, and a new
// value re-runs both.
// event: tap "Flip"
import SwiftUI

struct BadgeColorKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}
extension EnvironmentValues {
    var badgeColor: Color {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}
extension View {
    func badgeColor(_ color: Color) -> some View {
        environment(\.badgeColor, color)
    }
}
struct Badge: View {
    @Environment(\.badgeColor) private var badgeColor
    let text: String
    var body: some View {
        Text("\(text) \(badgeColor)")
    }
}
struct ContentView: View {
    @State private var orange = true
    var body: some View {
        VStack {
            Badge(text: "Inbox")
            Badge(text: "Spam")
        }
        .badgeColor(orange ? .orange : .blue)
        .overlay { Button("Flip") { orange.toggle() } }
    }
}
