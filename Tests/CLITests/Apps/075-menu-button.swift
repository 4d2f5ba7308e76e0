import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date"
    case size = "Size"
    var id: Self { self }
}

struct ContentView: View {
    @State private var order: SortOrder = .name

    var body: some View {
        VStack(spacing: 20) {
            Menu {
                ForEach(SortOrder.allCases) { o in
                    Button(o.rawValue) { order = o }
                }
                Divider()
                Button("Reset", role: .destructive) { order = .name }
            } label: {
                Label("Sort by \(order.rawValue)", systemImage: "arrow.up.arrow.down")
            }
        }
    }
}
