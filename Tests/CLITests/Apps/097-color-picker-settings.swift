import SwiftUI

struct ContentView: View {
    @State private var accent = Color.blue
    @State private var fontSize = 16.0

    var body: some View {
        Form {
            Section("Appearance") {
                ColorPicker("Accent color", selection: $accent)
                VStack(alignment: .leading) {
                    Text("Font size: \(Int(fontSize))")
                    Slider(value: $fontSize, in: 10...30, step: 1)
                }
            }
            Section("Preview") {
                Text("The quick brown fox")
                    .font(.system(size: fontSize))
                    .foregroundColor(accent)
            }
        }
    }
}
