import SwiftUI

struct ContentView: View {
    @State private var isExpanded = true

    var body: some View {
        Form {
            DisclosureGroup("Advanced", isExpanded: $isExpanded) {
                Toggle("Debug logging", isOn: .constant(false))
                Toggle("Beta features", isOn: .constant(true))
            }
            DisclosureGroup {
                Text("Version 1.2.3")
                Text("Build 456")
            } label: {
                Label("About", systemImage: "info.circle")
            }
        }
    }
}
