import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case light, dark, system
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct ContentView: View {
    @State private var theme: Theme = .system

    var body: some View {
        Form {
            Picker("Appearance", selection: $theme) {
                ForEach(Theme.allCases) { t in
                    Text(t.title).tag(t)
                }
            }
            .pickerStyle(.segmented)
            Text("Selected: \(theme.title)")
        }
    }
}
