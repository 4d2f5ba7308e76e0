// A recipe page with a Done button that takes the cook back to the list.
struct RecipePage: View {
    let name: String
    // `dismiss` is an action the environment gives every view. In a page pushed on a
    // NavigationStack it pops that page; in a sheet it closes the sheet. The page does not need
    // to know which, nor hold a binding to the stack's path.
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text(name).accessibilityIdentifier("recipe")
            Button("Done") { dismiss() }
        }
        // Popping removes the page's nodes: onDisappear runs, and its state is gone.
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
