// A form of the controls iOS draws as a title and a widget at the trailing edge: a ColorPicker's
// 28-pt well, a compact DatePicker's date and time buttons, a Gauge's bar under its label, a
// TextEditor in the height it is given (its text inset 8 and 5, UITextView's), a collapsed
// DisclosureGroup's row, and the buttons for system actions (ShareLink, EditButton).
import SwiftUI

struct ContentView: View {
    @State private var tint = Color.orange
    @State private var due = Date()
    @State private var notes = "Repot in spring"
    var body: some View {
        VStack(alignment: .leading) {
            ColorPicker("Tint", selection: $tint)
            DatePicker("Due", selection: $due)
            DatePicker("Day only", selection: $due, displayedComponents: .date)
            Gauge(value: 0.4) { Text("Soil") }
            TextEditor(text: $notes).frame(height: 60)
            DisclosureGroup("Care") { Text("Water weekly") }
            HStack {
                ShareLink(item: "Fern")
                EditButton()
            }
        }
        .padding()
    }
}
