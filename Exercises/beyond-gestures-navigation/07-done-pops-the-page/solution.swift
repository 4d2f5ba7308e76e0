// A recipe page with a Done button that takes the cook back to the list.
// 一个食谱页面，上面的 Done 按钮会把厨师带回列表。
struct RecipePage: View {
    let name: String
    // `dismiss` is an action the environment gives every view. In a page pushed on a
    // NavigationStack it pops that page; in a sheet it closes the sheet. The page does not need
    // to know which, nor hold a binding to the stack's path.
    // `dismiss` 是环境提供给每个视图的一个动作。在推入 NavigationStack 的页面里，它弹出这个页面；
    // 在 sheet 里，它关闭 sheet。页面不需要知道是哪一种，也不需要持有导航栈路径的绑定。
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text(name).accessibilityIdentifier("recipe")
            Button("Done") { dismiss() }
        }
        // Popping removes the page's nodes: onDisappear runs, and its state is gone.
        // 弹出会移除页面的节点：onDisappear 执行，它的状态也没有了。
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
