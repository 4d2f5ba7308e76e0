// A workout page that counts repetitions; the count must survive going back and coming again.
// 一个记录重复次数的锻炼页面；返回再进来时计数必须还在。
struct Practice: View {
    // TODO: the count is lost when the page is popped; keep it in the view below the page.
    // TODO：页面弹出时计数就丢了；把它保存在页面下面的视图里。
    @State private var reps = 0
    var body: some View {
        Button("Reps: \(reps)") { reps += 1 }
            .accessibilityIdentifier("reps")
    }
}

struct Gym: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Today's workout")
                NavigationLink("Practice") { Practice() }
            }
        }
    }
}

#Preview { Gym() }
