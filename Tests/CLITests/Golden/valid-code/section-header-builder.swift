import SwiftUI
struct ContentView: View {
    var body: some View {
        List {
            Section {
                Text("Row")
            } header: {
                Text("Header")
            }
        }
    }
}
