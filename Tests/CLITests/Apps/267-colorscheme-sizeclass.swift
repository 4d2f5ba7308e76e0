import SwiftUI

struct ContentView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize

    var isDark: Bool { colorScheme == .dark }
    var isCompact: Bool { sizeClass == .compact }

    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 24))
        layout {
            Image(systemName: isDark ? "moon.fill" : "sun.max.fill")
                .font(.system(size: 48))
                .foregroundStyle(isDark ? .yellow : .orange)
            VStack(alignment: .leading) {
                Text(isDark ? "Dark mode" : "Light mode").font(.title2)
                Text(isCompact ? "Compact width" : "Regular width")
                Text(typeSize.isAccessibilitySize ? "Accessibility text" : "Standard text")
                    .font(.caption)
            }
        }
        .padding()
    }
}
