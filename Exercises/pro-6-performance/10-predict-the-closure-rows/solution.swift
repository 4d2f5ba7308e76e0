// How many ContactRow bodies run when "Call Ben" is tapped, and when it is tapped again?
// 点 "Call Ben" 时会运行几个 ContactRow 的 body？再点一次呢？
struct ContactRow: View {
    let name: String
    let onCall: () -> Void
    var body: some View {
        HStack {
            Text(name)
            Button("Call \(name)") { onCall() }
        }
    }
}

struct ContentView: View {
    @State private var contacts = ["Ana", "Ben", "Chloé"]
    @State private var lastCalled = "nobody"
    var body: some View {
        VStack {
            Text("Last called: \(lastCalled)").accessibilityIdentifier("last")
            ForEach(contacts, id: \.self) { name in
                ContactRow(name: name, onCall: { lastCalled = name })
            }
        }
    }
}

// The first tap writes "Ben" into `lastCalled`, which the screen's body reads: the body runs and
// builds three rows with new closures. SwiftUI cannot tell that a new closure does the same as the
// old one, so every row's value differs (`@self`) and all three bodies run, though no name changed.
// The second tap writes "Ben" again: an equal value changes no state, so nothing runs at all.
// 第一次点按把 "Ben" 写进 `lastCalled`，而页面的 body 读取了它：body 运行，用新的闭包构建三行。
// SwiftUI 无法判断一个新闭包和旧闭包做的是同一件事，所以每一行的值都不同（`@self`），
// 三个 body 全部运行，尽管没有哪个名字变了。
// 第二次点按再次写入 "Ben"：相等的值不会改变状态，所以什么都不会运行。
let predictedFirst = 3
let predictedSecond = 0
