// Mirrors: Pro SwiftUI (seed 004) L1987–2028 — preferences flow up: navigationTitle on the VStack or on an inner view, and with several titles the first one wins
// Ours: a NavigationStack welcome screen; navigationTitle is outside our subset, so a HeadingPreference key with a keep-the-first reducer shows the rule.
import SwiftUI

struct HeadingPreference: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty {
            value = nextValue()
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                Image(systemName: "sun.max")
                Text("Welcome!")
            }
        }
    }
}

var heading = HeadingPreference.defaultValue
for title in ["Image", "Text", "VStack"] {
    HeadingPreference.reduce(value: &heading, nextValue: { title })
}
print(heading)

// expect: Image
