// A guide of numbered steps, each pushed on the last, with a way home from any depth.
// 一份带编号步骤的指南，每一步推入在上一步之上，并且从任何深度都能回到开头。
struct Step: View {
    let number: Int
    // The stack's path belongs to Guide; a binding lets a page write it.
    // 导航栈的路径属于 Guide；绑定让页面可以写入它。
    @Binding var path: [Int]
    var body: some View {
        VStack {
            Text("Step \(number)")
            NavigationLink("Next", value: number + 1)
            // The path *is* the stack: one element per pushed page. `dismiss()` pops only the
            // page that calls it; emptying the path pops them all at once.
            // 路径*就是*导航栈：每个推入的页面对应一个元素。`dismiss()` 只弹出调用它的那个页面；
            // 清空路径则一次弹出所有页面。
            Button("Back to the start") { path.removeAll() }
        }
    }
}

struct Guide: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Open pages: \(path.count)").accessibilityIdentifier("open")
                NavigationLink("Step 1", value: 1)
            }
            .navigationDestination(for: Int.self) { number in
                Step(number: number, path: $path)
            }
        }
    }
}

#Preview { Guide() }
