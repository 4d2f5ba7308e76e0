import SwiftUI

struct ShowToastAction {
    let handler: (String) -> Void
    func callAsFunction(_ message: String) { handler(message) }
}

private struct ShowToastKey: EnvironmentKey {
    static let defaultValue = ShowToastAction { _ in }
}

extension EnvironmentValues {
    var showToast: ShowToastAction {
        get { self[ShowToastKey.self] }
        set { self[ShowToastKey.self] = newValue }
    }
}

struct SaveButton: View {
    @Environment(\.showToast) private var showToast

    var body: some View {
        Button("Save") { showToast("Saved!") }
            .buttonStyle(.borderedProminent)
    }
}

struct ContentView: View {
    @State private var toast: String?

    var body: some View {
        VStack(spacing: 20) {
            SaveButton()
            if let toast {
                Text(toast)
                    .padding(10)
                    .background(.thinMaterial, in: Capsule())
            }
        }
        .environment(\.showToast, ShowToastAction { toast = $0 })
        .padding()
    }
}
