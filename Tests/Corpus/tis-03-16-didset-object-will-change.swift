// Mirrors: Thinking in SwiftUI (seed 000) L825–836 — an ObservableObject that calls objectWillChange.send() from a didSet observer instead of using @Published
// Ours: a Scoreboard whose points observer also prints each change, so that the program has output (the book's observer only sends).
import SwiftUI

final class Scoreboard: ObservableObject {
    var points = 0 {
        didSet {
            objectWillChange.send()
            print("points \(oldValue) -> \(points)")
        }
    }
}

struct ScoreView: View {
    @ObservedObject var board: Scoreboard
    var body: some View {
        Button("Points: \(board.points)") { board.points += 1 }
    }
}

struct ContentView: View {
    @StateObject private var board = Scoreboard()
    var body: some View {
        ScoreView(board: board)
    }
}

let board = Scoreboard()
board.points = 3
board.points += 2
print(board.points)

// expect: points 0 -> 3
// expect: points 3 -> 5
// expect: 5
