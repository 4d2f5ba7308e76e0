// Typing into a `.searchable` field (found by its prompt, "Search" when it has none) writes its
// binding; the body filters its rows and the rows that no longer match are removed.
// event: type "Search" "er"
// event: type "Search" "BERRY"
// event: type "Search" ""
import SwiftUI

struct ContentView: View {
    @State private var text = ""
    let berries = ["Blueberry", "Cherry", "Elderberry", "Fig"]
    var shown: [String] {
        text.isEmpty ? berries : berries.filter { $0.localizedCaseInsensitiveContains(text) }
    }
    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { name in
                Text(name)
            }
            .searchable(text: $text)
        }
    }
}
