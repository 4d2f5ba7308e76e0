// Mirrors: Thinking in SwiftUI (seed 000) L654–709 — two mistakes: @State on an object passed in through init, and a view model built in init without @State
// Ours: a Stopwatch model; one view wraps it in @State (new values are ignored once on screen), one keeps a plain property (resets on each parent render).
import SwiftUI

@Observable final class StopwatchModel {
    var seconds: Int
    init(seconds: Int) {
        self.seconds = seconds
    }
}

struct PinnedStopwatch: View {
    @State var model: StopwatchModel

    init(seconds: Int) {
        self.model = StopwatchModel(seconds: seconds)
    }

    var body: some View {
        Button("\(model.seconds) s") { model.seconds += 1 }
    }
}

struct FreshStopwatch: View {
    var model: StopwatchModel

    init(seconds: Int) {
        self.model = StopwatchModel(seconds: seconds)
    }

    var body: some View {
        Button("\(model.seconds) s") { model.seconds += 1 }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            PinnedStopwatch(seconds: 30)
            FreshStopwatch(seconds: 30)
        }
    }
}

let fresh = FreshStopwatch(seconds: 30)
fresh.model.seconds += 2
print(fresh.model.seconds)
let rebuilt = FreshStopwatch(seconds: 30)
print(rebuilt.model.seconds)

// expect: 32
// expect: 30
