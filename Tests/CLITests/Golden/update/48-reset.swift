// Golden case 48 (view-trees-state.md §3): tap three times, then flip the flag. In
// `if flag {Counter()} else {Counter()}` the count resets to 0; with `.padding(flag ? 10 : 0)` it
// stays 3; `.id(token)` with a new token resets it.
// event: tap "A: 0"
// event: tap "A: 1"
// event: tap "A: 2"
// event: tap "B: 0"
// event: tap "C: 0"
// event: toggle "Flag"
import SwiftUI

struct Counter: View {
    var name: String
    @State private var value = 0
    var body: some View {
        Button("\(name): \(value)") { value += 1 }
    }
}

struct ContentView: View {
    @State private var flag = false
    var body: some View {
        VStack {
            if flag { Counter(name: "A") } else { Counter(name: "A") }
            Counter(name: "B").padding(flag ? 10 : 0)
            Counter(name: "C").id(flag)
            Toggle("Flag", isOn: $flag)
        }
    }
}
