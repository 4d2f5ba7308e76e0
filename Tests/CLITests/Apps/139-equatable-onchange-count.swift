import SwiftUI

struct ContentView: View {
    @State private var items: [Int] = []
    @State private var lastChange = "None"

    var body: some View {
        VStack(spacing: 12) {
            Text("Items: \(items.count)")
            Text("Last change: \(lastChange)")
            Button("Add") { items.append(items.count) }
        }
        .onChange(of: items.count) { newCount in
            lastChange = "count became \(newCount)"
        }
    }
}
