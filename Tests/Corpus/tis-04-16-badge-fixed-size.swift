// Mirrors: Thinking in SwiftUI (seed 000) L1734–1770 — a badge in an overlay gets squeezed to the host's size; .fixedSize() inside the overlay lets it take its ideal size
// Ours: a non-generic `counterBadge(_:)` (the book's version is generic over a @ViewBuilder closure) on a short "Yo" label.
import SwiftUI

extension View {
    func squeezedBadge(_ label: String) -> some View {
        overlay(alignment: .topTrailing) {
            Text(label)
                .font(.caption)
                .padding(3)
                .background {
                    RoundedRectangle(cornerRadius: 5).fill(.teal)
                }
        }
    }

    func counterBadge(_ label: String) -> some View {
        overlay(alignment: .topTrailing) {
            Text(label)
                .font(.caption)
                .padding(3)
                .background(RoundedRectangle(cornerRadius: 5))
                .fixedSize()
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 40) {
            Text("Yo").squeezedBadge("1999")
            Text("Yo").counterBadge("1999")
        }
    }
}

print(type(of: Text("1999").font(.caption)))

// expect: Text
