import SwiftUI

struct ContentView: View {
    var body: some View {
        Form {
            Section("Device") {
                LabeledContent("Model", value: "iPhone 15")
                LabeledContent("Version", value: "17.2")
                LabeledContent("Storage") {
                    Text("128 GB")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
