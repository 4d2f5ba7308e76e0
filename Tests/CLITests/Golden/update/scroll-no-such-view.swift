// `scroll` with an identifier that names no scroll view lists the ones there are.
// event: scroll #list 100
import SwiftUI

struct ContentView: View {
    var body: some View {
        List(0..<3, id: \.self) { Text("Item \($0)") }
            .accessibilityIdentifier("items")
    }
}
