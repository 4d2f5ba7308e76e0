// A tap on a label no control has, and on a disabled control: exit 2, with the controls there are.
// event: tap "Decrement"
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
