import SwiftUI

struct ContentView: View {
    @State private var password = "Swift2024"

    var hasDigit: Bool { password.contains(where: { $0.isNumber }) }
    var hasUppercase: Bool { password.contains { $0.isUppercase } }
    var longEnough: Bool { password.count >= 8 }

    var strength: Int {
        [hasDigit, hasUppercase, longEnough].filter { $0 }.count
    }

    var body: some View {
        Form {
            TextField("Password", text: $password)
            Section("Requirements") {
                Label("8+ characters", systemImage: longEnough ? "checkmark.circle.fill" : "circle")
                Label("A digit", systemImage: hasDigit ? "checkmark.circle.fill" : "circle")
                Label("An uppercase letter", systemImage: hasUppercase ? "checkmark.circle.fill" : "circle")
            }
            ProgressView(value: Double(strength), total: 3)
                .tint(strength == 3 ? .green : .orange)
        }
    }
}
