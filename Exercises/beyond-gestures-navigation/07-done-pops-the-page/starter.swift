// A recipe page with a Done button that takes the cook back to the list.
// 一个食谱页面，上面的 Done 按钮会把厨师带回列表。
struct RecipePage: View {
    let name: String
    var body: some View {
        VStack {
            Text(name).accessibilityIdentifier("recipe")
            Button("Done") {
                // TODO: take the cook back to the list.
                // TODO：把厨师带回列表。
                print("Done tapped")
            }
        }
        .onAppear { print("cooking \(name)") }
        .onDisappear { print("done with \(name)") }
    }
}

struct Cookbook: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Pancakes") { RecipePage(name: "Pancakes") }
                NavigationLink("Waffles") { RecipePage(name: "Waffles") }
            }
        }
    }
}

#Preview { Cookbook() }
