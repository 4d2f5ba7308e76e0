// A workout page that counts repetitions; the count must survive going back and coming again.
// 一个记录重复次数的锻炼页面；返回再进来时计数必须还在。
struct Practice: View {
    // The page only edits the count; it does not own it.
    // 页面只编辑计数；它并不拥有计数。
    @Binding var reps: Int
    var body: some View {
        Button("Reps: \(reps)") { reps += 1 }
            .accessibilityIdentifier("reps")
    }
}

struct Gym: View {
    // A pushed page's state lives in the page's node, and popping the page removes that node.
    // Gym's node stays on the stack's first page for as long as the stack lives, so the count
    // is kept here and handed to each new Practice page as a binding.
    // 推入的页面的状态存在页面的节点里，弹出页面会移除这个节点。只要导航栈还在，
    // Gym 的节点就一直留在导航栈的第一页上，所以计数保存在这里，
    // 并以绑定的形式交给每个新的 Practice 页面。
    @State private var reps = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Today's workout")
                NavigationLink("Practice") { Practice(reps: $reps) }
            }
        }
    }
}

#Preview { Gym() }
