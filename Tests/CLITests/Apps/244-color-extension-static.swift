import SwiftUI

extension Color {
    static let brandPrimary = Color(red: 0.18, green: 0.42, blue: 0.86)
    static let brandSecondary = Color(red: 0.95, green: 0.55, blue: 0.2)
    static var cardBackground: Color { Color.gray.opacity(0.12) }

    static func forScore(_ score: Int) -> Color {
        switch score {
        case 90...: return .green
        case 70..<90: return .yellow
        default: return .red
        }
    }
}

extension ShapeStyle where Self == Color {
    static var subtleBorder: Color { Color.black.opacity(0.1) }
}

struct ContentView: View {
    let scores = [95, 72, 48, 88]

    var body: some View {
        VStack(spacing: 12) {
            Text("Report")
                .font(.title.bold())
                .foregroundStyle(Color.brandPrimary)
            ForEach(scores, id: \.self) { s in
                HStack {
                    Circle().fill(Color.forScore(s)).frame(width: 12)
                    Text("Score \(s)")
                    Spacer()
                }
                .padding(10)
                .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: 8))
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.subtleBorder))
            }
            Button("Export") {}
                .buttonStyle(.borderedProminent)
                .tint(.brandSecondary)
        }
        .padding()
    }
}
