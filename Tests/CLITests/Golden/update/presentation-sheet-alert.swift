// A sheet and an alert (cli-contract.md `update`): a Button that sets `isPresented` presents the
// content, whose views are inserted above the presenting view without running its body; while it
// is up only its controls take touches. `dismiss()` and `back` dismiss a sheet, which runs
// `onDismiss` after its views disappear; an alert's buttons dismiss it before their action runs,
// and an alert given no buttons gets "OK". `sheet(item:)` presents the item given.
// event: tap "Rename"
// event: type #field "Fern"
// event: tap "Save"
// event: tap "Remove"
// event: tap "Remove"
// event: tap "Info"
// event: tap "OK"
// event: tap "Details"
// event: back
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct RenameSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            TextField("Name", text: $name).accessibilityIdentifier("field")
            Button("Save") { dismiss() }
        }
        .onAppear { print("sheet appear") }
        .onDisappear { print("sheet disappear") }
    }
}

struct Shelf: View {
    @State private var name = "Ivy"
    @State private var renaming = false
    @State private var confirming = false
    @State private var informing = false
    @State private var note: Note?
    var body: some View {
        VStack {
            Text("Plant: \(name)")
            Button("Rename") { renaming = true }
            Button("Remove") { confirming = true }
            Button("Info") { informing = true }
            Button("Details") { note = Note(id: 7, title: "Water weekly") }
        }
        .sheet(isPresented: $renaming, onDismiss: { print("renamed to \(name)") }) {
            RenameSheet(name: $name)
        }
        .alert("Remove \(name)?", isPresented: $confirming) {
            Button("Remove", role: .destructive) { print("removed") }
            Button("Keep", role: .cancel) {}
        } message: {
            Text("It will be gone for good.")
        }
        .alert("Nothing to see", isPresented: $informing) {}
        .sheet(item: $note) { note in
            Text(note.title)
        }
    }
}

#Preview { Shelf() }
