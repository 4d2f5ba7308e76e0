import SwiftUI

struct ContentView: View {
    @State private var files = ["Report.pdf", "Photo.jpg", "Notes.txt", "Budget.xlsx"]
    @State private var selection = Set<String>()
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List(files, id: \.self, selection: $selection) { file in
                Text(file)
            }
            .environment(\.editMode, $editMode)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(editMode.isEditing ? "Done" : "Select") {
                        editMode = editMode.isEditing ? .inactive : .active
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Delete \(selection.count)") {
                        files.removeAll { selection.contains($0) }
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}
