// Mirrors: Thinking in SwiftUI (seed 000) L398–421 — @State written out by hand: `_value = State(initialValue: 0)` plus a computed forwarder to wrappedValue
// Ours: a page counter with the underscored State storage and a `nonmutating set` forwarder, as in the book.
import SwiftUI

struct PageCounter: View {
    private var _page = State(initialValue: 1)
    private var page: Int {
        get { _page.wrappedValue }
        nonmutating set { _page.wrappedValue = newValue }
    }

    var body: some View {
        Button("Page \(page)") {
            page += 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        PageCounter()
    }
}

let initial = 1
print("initial value: \(initial)")
print(type(of: PageCounter()))

// expect: initial value: 1
// expect: PageCounter
