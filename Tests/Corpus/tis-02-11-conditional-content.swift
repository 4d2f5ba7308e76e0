// Mirrors: Thinking in SwiftUI (seed 000) L277–295 — if let/else gives ConditionalContent with two Texts; paths "0", "1.ifBranch", "1.elseBranch"
// Ours: a score label that falls back to "No score"; prints the _ConditionalContent and the book-style paths as plain strings.
import SwiftUI

struct ScoreRow: View {
    var score: Int?

    @ViewBuilder var content: some View {
        Image(systemName: "trophy")          // 0
        if let s = score {
            Text("Score \(s)")               // 1.ifBranch
        } else {
            Text("No score")                 // 1.elseBranch
        }
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        ScoreRow(score: 42)
    }
}

func path(for score: Int?) -> String {
    if score != nil {
        return "1.ifBranch"
    } else {
        return "1.elseBranch"
    }
}

print(type(of: ScoreRow(score: 42).content))
print(path(for: 42))
print(path(for: nil))

// expect: TupleView<(Image, _ConditionalContent<Text, Text>)>
// expect: 1.ifBranch
// expect: 1.elseBranch
