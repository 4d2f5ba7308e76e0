// Mirrors: Thinking in SwiftUI (seed 000) L778–867 — ObservableObject with @Published and @StateObject; the same written out as StateObject(wrappedValue:); objectWillChange.send() instead of @Published
// Ours: a Tally object with @Published, a hand-written variant that calls objectWillChange.send() before storing (the book uses didSet, though the event should come first).
import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

// Sends the change event *before* storing the new value (a computed property stands in for the
// book's `didSet` observer).
final class ManualTally: ObservableObject {
    private var storedCount = 0
    var count: Int {
        get { storedCount }
        set {
            objectWillChange.send()
            storedCount = newValue
        }
    }
}

struct TallyView: View {
    @StateObject private var tally = Tally()
    var body: some View {
        Button("Tally: \(tally.count)") {
            tally.count += 1
        }
    }
}

struct TallyViewByHand: View {
    private var _tally = StateObject(wrappedValue: Tally())
    private var tally: Tally { _tally.wrappedValue }

    var body: some View {
        Button("Tally: \(tally.count)") { tally.count += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            TallyView()
            TallyViewByHand()
        }
    }
}

let manual = ManualTally()
manual.count = 4
manual.count += 1
print(manual.count)

// expect: 5
