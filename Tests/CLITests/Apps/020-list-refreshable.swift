import SwiftUI

struct ContentView: View {
    @State private var items = (1...5).map { "Item \($0)" }

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .refreshable {
            items.append("Item \(items.count + 1)")
        }
    }
}
