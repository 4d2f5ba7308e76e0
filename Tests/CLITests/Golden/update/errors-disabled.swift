// A disabled control takes no events: exit 2.
// event: tap "Reset"
import SwiftUI

struct ContentView: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Button("Increment: \(value)") { value += 1 }
            Button("Reset") { value = 0 }.disabled(value == 0)
        }
    }
}
