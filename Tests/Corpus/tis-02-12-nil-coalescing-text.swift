// Mirrors: Thinking in SwiftUI (seed 000) L297–304 — Text(greeting ?? "Hello"): one Text with a stable identity, only its string changes
// Ours: a status line with a default of "Idle"; both states have the same static type.
import SwiftUI

struct StatusLine: View {
    var status: String?

    @ViewBuilder var content: some View {
        Image(systemName: "gauge")
        Text(status ?? "Idle")
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        StatusLine(status: "Busy")
    }
}

print(type(of: StatusLine(status: nil).content))
let states: [String?] = [nil, "Busy"]
for s in states {
    print(s ?? "Idle")
}

// expect: TupleView<(Image, Text)>
// expect: Idle
// expect: Busy
