// A profile whose name is edited in a sheet.
// 一份在 sheet 里编辑名字的个人资料。
struct NameEditor: View {
    // TODO: edit the profile's name itself, and close the sheet on Save.
    // TODO：直接编辑个人资料的名字，并在 Save 时关闭 sheet。
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
