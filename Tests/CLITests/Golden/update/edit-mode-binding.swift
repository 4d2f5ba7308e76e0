// A learner's own edit mode, given with .environment(\.editMode, $mode): the EditButton writes
// that state, and a Button that sets the state changes what the EditButton says.
// event: tap "Edit"
// event: tap "Finish"
import SwiftUI

struct ContentView: View {
    @State private var mode: EditMode = .inactive
    @State private var notes = ["Call Ana", "Buy stamps"]

    var body: some View {
        VStack {
            HStack {
                EditButton()
                Button("Finish") { mode = .inactive }
            }
            List {
                ForEach(notes, id: \.self) { Text($0) }
                    .onDelete { notes.remove(atOffsets: $0) }
            }
            Text(mode == .active ? "editing" : "not editing")
        }
        .environment(\.editMode, $mode)
    }
}
