import SwiftUI

@Observable
class Note {
    var title: String
    var body: String
    var pinned = false

    init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    var wordCount: Int {
        body.split(separator: " ").count
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextField("Body", text: $note.body, axis: .vertical)
            Toggle("Pinned", isOn: $note.pinned)
            Text("\(note.wordCount) words")
        }
    }
}

struct ContentView: View {
    @State private var note = Note(title: "Groceries", body: "eggs milk flour sugar")

    var body: some View {
        VStack {
            Text(note.pinned ? "📌 \(note.title)" : note.title)
                .font(.title2)
            NoteEditor(note: note)
        }
    }
}
