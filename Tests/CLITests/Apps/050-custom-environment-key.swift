import SwiftUI

private struct AccentSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var accentSize: CGFloat {
        get { self[AccentSizeKey.self] }
        set { self[AccentSizeKey.self] = newValue }
    }
}

struct Dot: View {
    @Environment(\.accentSize) var size
    var body: some View {
        Circle().frame(width: size, height: size)
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            Dot()
            Dot().environment(\.accentSize, 24)
            Dot().environment(\.accentSize, 36)
        }
    }
}
