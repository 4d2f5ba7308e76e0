import SwiftUI

struct ContentView: View {
    @State private var notes = ["Groceries", "Ideas"]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button {
                            notes.append("Note \(notes.count + 1)")
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Text("\(notes.count) notes")
                            .font(.caption)
                    }
                }
        }
    }
}
