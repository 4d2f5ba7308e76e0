// Mirrors: Thinking in SwiftUI (seed 000) L2073–2092 — a badge centered on the top-trailing corner with .alignmentGuide(.top){ $0.height/2 } and .alignmentGuide(.trailing){ $0.width/2 }
// Ours: a non-generic `cornerDot(diameter:)` extension (the book's badge is generic over a @ViewBuilder closure); the book's extra `}` is removed.
import SwiftUI

extension View {
    func cornerDot(diameter: CGFloat) -> some View {
        overlay(alignment: .topTrailing) {
            Circle()
                .fill(Color.red)
                .frame(width: diameter, height: diameter)
                .alignmentGuide(.top) { $0.height / 2 }
                .alignmentGuide(.trailing) { $0.width / 2 }
        }
    }
}

struct ContentView: View {
    var body: some View {
        Text("Inbox")
            .padding()
            .background(.teal)
            .cornerDot(diameter: 16)
    }
}

// Host 65×49 (the book's case): the dot's center lands on the corner (65, 0).
let host = CGSize(width: 65, height: 49)
let dot = 16.0
print("dot origin (\(host.width - dot / 2), \(0 - dot / 2))")

// expect: dot origin (57.0, -8.0)
