// Mirrors: Pro SwiftUI (seed 004) L3904–3921 and L3980–3995 — a watchOS-only modifier written with #if os(watchOS) / #else, and a debugPrint modifier whose print runs only under #if DEBUG
// Ours: the same two View extensions on a greeting. viewlab builds for iOS in debug, so the watchOS branch is left out and the DEBUG print runs (verify/check.sh compiles with -DDEBUG to match).
import SwiftUI

extension View {
    func watchOS<Content: View>(_ modifier: (Self) -> Content) -> some View {
        #if os(watchOS)
        modifier(self)
        #else
        self
        #endif
    }

    func debugPrint(_ value: @autoclosure () -> Any) -> some View {
        #if DEBUG
        print(value())
        #endif
        return self
    }
}

struct ContentView: View {
    var body: some View {
        Text("Good morning")
            .watchOS { $0.padding(0) }
            .debugPrint("building the greeting")
    }
}

print(type(of: ContentView().body))

// expect: building the greeting
// expect: Text
