// A lap counter that a "Quiet" switch hides, through a helper that reads like a modifier.
// 一个计圈器，由 "Quiet" 开关通过一个看起来像修饰器的辅助方法来隐藏。
extension View {
    // The `if` made two branches, and two branches are two views: hiding removed the counter and
    // inserted a new one, with laps back at 0. One modifier whose value changes keeps a single
    // view in a single place. Opacity 0 draws nothing but keeps the space, as hidden() does.
    // `if` 产生了两个分支，两个分支就是两个视图：隐藏时计圈器被移除，又插入了一个新的，
    // 圈数回到 0。只改值的单个修饰器让视图始终是同一个、待在同一个位置。不透明度为 0 时
    // 什么都不画，但像 hidden() 一样保留空间。
    func hidden(_ isHidden: Bool) -> some View {
        opacity(isHidden ? 0 : 1)
    }
}

struct Stopwatch: View {
    @State private var laps = 0

    var body: some View {
        Button("Laps: \(laps)") { laps += 1 }
            .padding()
            .background(Color.orange)
            .accessibilityIdentifier("laps")
    }
}

struct ContentView: View {
    @State private var quiet = false

    var body: some View {
        VStack {
            Toggle("Quiet", isOn: $quiet)
            Stopwatch().hidden(quiet)
            Text("Below").accessibilityIdentifier("below")
        }
    }
}
