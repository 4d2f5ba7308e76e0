// A profile whose name is edited in a sheet.
// 一份在 sheet 里编辑名字的个人资料。
struct NameEditor: View {
    // A binding reads and writes Profile's `name`: typing changes the greeting behind the sheet.
    // `@State var name` made a copy that belonged to the sheet and went away with it.
    // 绑定读写的是 Profile 的 `name`：输入会改变 sheet 后面的问候语。
    // `@State var name` 生成的是一个属于 sheet 的副本，它随 sheet 一起消失了。
    @Binding var name: String
    // In a sheet's content, `dismiss` closes the sheet: it sets the `isPresented` binding to false.
    // 在 sheet 的内容里，`dismiss` 会关闭 sheet：它把 `isPresented` 绑定设为 false。
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
