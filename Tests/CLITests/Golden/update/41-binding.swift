// Golden case 41 (TiS L984–1106): a tap in the child changes the parent's @State through the
// binding; the parent, which only passes `$value`, does not re-run, the child that reads it does.
// event: tap "Increment: 0"
import SwiftUI

struct Counter: View {
    @Binding var value: Int
    var body: some View {
        let _ = Self._printChanges()
        Button("Increment: \(value)") { value += 1 }
    }
}

struct ContentView: View {
    @State private var value = 0
    var body: some View {
        let _ = Self._printChanges()
        Counter(value: $value)
    }
}
