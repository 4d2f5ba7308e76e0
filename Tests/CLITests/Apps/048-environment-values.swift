import SwiftUI

struct ContentView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack(spacing: 8) {
            Text(colorScheme == .dark ? "Dark mode" : "Light mode")
            Text(sizeClass == .compact ? "Compact width" : "Regular width")
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}
