import SwiftUI

struct ContentView: View {
    @State private var isLoggedIn = false
    @State private var hasPremium = false
    @State private var x = 3
    @State private var y = -2

    var banner: String {
        switch (isLoggedIn, hasPremium) {
        case (false, _): return "Please sign in"
        case (true, false): return "Upgrade to premium"
        case (true, true): return "Welcome back, VIP"
        }
    }

    var quadrant: String {
        switch (x, y) {
        case (0, 0): return "Origin"
        case (_, 0), (0, _): return "On an axis"
        case let (a, b) where a > 0 && b > 0: return "Quadrant I"
        case let (a, b) where a < 0 && b > 0: return "Quadrant II"
        case (..<0, ..<0): return "Quadrant III"
        default: return "Quadrant IV"
        }
    }

    var body: some View {
        Form {
            Toggle("Logged in", isOn: $isLoggedIn)
            Toggle("Premium", isOn: $hasPremium)
            Text(banner).bold()
            Stepper("x = \(x)", value: $x, in: -5...5)
            Stepper("y = \(y)", value: $y, in: -5...5)
            Text(quadrant)
        }
    }
}
