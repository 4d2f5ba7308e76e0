import SwiftUI

extension Color {
    static let brandPrimary = Color(red: 0.2, green: 0.4, blue: 0.9)
    static let brandSecondary = Color(red: 0.95, green: 0.6, blue: 0.1)
}

extension Font {
    static let cardTitle = Font.system(size: 22, weight: .bold, design: .rounded)
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Brand title")
                .font(.cardTitle)
                .foregroundColor(.brandPrimary)
            Capsule()
                .fill(Color.brandSecondary)
                .frame(width: 120, height: 8)
        }
    }
}
