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

// TODO: predict, without changing the program above.
// TODO：不要修改上面的程序，只做预测。
// ContactRow bodies that run for the first tap on "Call Ben":
// 第一次点 "Call Ben" 时运行的 ContactRow body 个数：
let predictedFirst = -1
// ContactRow bodies that run when "Call Ben" is tapped a second time:
// 第二次点 "Call Ben" 时运行的 ContactRow body 个数：
let predictedSecond = -1
