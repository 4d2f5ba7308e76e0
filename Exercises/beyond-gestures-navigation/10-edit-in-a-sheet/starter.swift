// A profile whose name is edited in a sheet.
struct NameEditor: View {
    // TODO: edit the profile's name itself, and close the sheet on Save.
    @State var name: String
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .accessibilityIdentifier("field")
            Button("Save") { print("saved \(name)") }
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
            NameEditor(name: name)
        }
    }
}

#Preview { Profile() }
