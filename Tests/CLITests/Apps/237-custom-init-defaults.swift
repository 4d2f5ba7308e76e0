import SwiftUI

struct Pill: View {
    let text: String
    let color: Color
    let filled: Bool

    init(_ text: String, color: Color = .accentColor, filled: Bool = false) {
        self.text = text
        self.color = color
        self.filled = filled
    }

    init(count: Int) {
        self.init("\(count)", color: count > 9 ? .red : .blue, filled: true)
    }

    var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .foregroundStyle(filled ? .white : color)
            .background {
                if filled {
                    Capsule().fill(color)
                } else {
                    Capsule().stroke(color)
                }
            }
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            Pill("New")
            Pill("Sale", color: .orange)
            Pill("Hot", color: .red, filled: true)
            Pill(count: 3)
            Pill(count: 12)
        }
        .padding()
    }
}
