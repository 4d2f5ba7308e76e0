// A profile whose name is edited in a sheet.
struct NameEditor: View {
    // A binding reads and writes Profile's `name`: typing changes the greeting behind the sheet.
    // `@State var name` made a copy that belonged to the sheet and went away with it.
    @Binding var name: String
    // In a sheet's content, `dismiss` closes the sheet: it sets the `isPresented` binding to false.
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .accessibilityIdentifier("field")
            Button("Save") { dismiss() }
        }
    }
}

struct Profile: View {
    @State private var name = "Ana"
    @State private var editing = false
    var body: some View {
        VStack {
            Text("Hello, \(name)").accessibilityIdentifier("greeting")
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            NameEditor(name: $name)
        }
    }
}

#Preview { Profile() }
