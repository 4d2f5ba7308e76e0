import SwiftUI

// A sheet of a fixed height, no grabber, rounder corners; a cover would hide the whole window.
struct ContentView: View {
    @State private var picking: String? = "colour"
    var body: some View {
        Text("Canvas")
            .sheet(item: $picking) { choice in
                Text("Pick a \(choice)")
                    .presentationDetents([.height(200)])
                    .presentationDragIndicator(.hidden)
                    .presentationCornerRadius(24)
            }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
