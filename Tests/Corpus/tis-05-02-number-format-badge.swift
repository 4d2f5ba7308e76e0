// Mirrors: Thinking in SwiftUI (seed 000) L2266–2288 — a Badge ViewModifier on Text(3000, format: .number)
// Ours: an unread count of 1250 in the badge; the formatted string is printed as iOS shows it in en_US.
import SwiftUI

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .padding(.vertical, 2)
            .background {
                Capsule(style: .continuous)
                    .fill(.blue)
            }
    }
}

struct ContentView: View {
    var body: some View {
        Text(1250, format: .number)
            .modifier(Badge())
    }
}

print(type(of: ContentView().body))
print(1250.formatted(.number))

// expect: ModifiedContent<Text, Badge>
// expect: 1,250
