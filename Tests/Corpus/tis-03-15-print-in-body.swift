// Mirrors: Thinking in SwiftUI (seed 000) L1235–1263 — logging body runs with `let _ = print(...)` (a bare print is not a View)
// Ours: a Clock view logging its body run; Self._printChanges() is left out (outside our subset).
import SwiftUI

struct Clock: View {
    var hour: Int
    var body: some View {
        let _ = print("Executing <Clock> body")
        Text("\(hour):00")
    }
}

struct ContentView: View {
    var body: some View {
        Clock(hour: 9)
    }
}

let clock = Clock(hour: 9)
print(type(of: clock.body))

// expect: Executing <Clock> body
// expect: Text
