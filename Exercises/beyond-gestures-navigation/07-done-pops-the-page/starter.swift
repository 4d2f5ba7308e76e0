// A recipe page with a Done button that takes the cook back to the list.
struct RecipePage: View {
    let name: String
    var body: some View {
        VStack {
            Text(name).accessibilityIdentifier("recipe")
            Button("Done") {
                // TODO: take the cook back to the list.
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
