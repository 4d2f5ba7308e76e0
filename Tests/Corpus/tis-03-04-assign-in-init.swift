// Mirrors: Thinking in SwiftUI (seed 000) L519–548 — `self.value = value` in init compiles but does nothing useful; `let counter = Counter()` placed twice has no identity yet at init
// Ours: a Scoreboard whose init assigns the wrapped value, and a ContentView that reuses one instance twice (the book's snippet lacks `var body`; fixed here).
import SwiftUI

struct Scoreboard: View {
    @State private var points = 0

    init(points: Int = 0) {
        self.points = points
    }

    var body: some View {
        Button("Points: \(points)") {
            points += 1
        }
    }
}

struct ContentView: View {
    let board = Scoreboard()
    var body: some View {
        VStack {
            board
            board
        }
    }
}

var inits = 0
func makeBoard() -> Scoreboard {
    inits += 1
    return Scoreboard(points: 3)
}
let one = makeBoard()
print("initializers run: \(inits)")
print(type(of: one))

// expect: initializers run: 1
// expect: Scoreboard
