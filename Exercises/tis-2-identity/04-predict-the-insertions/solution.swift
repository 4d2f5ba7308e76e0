// How many nodes does turning "Advanced" on insert?
// 打开 "Advanced" 会插入多少个节点？
struct Detail: View {
    var body: some View {
        HStack {
            Text("Cache")
            Text("12 MB")
        }
    }
}

struct ContentView: View {
    @State private var advanced = false
    var body: some View {
        VStack {
            Toggle("Advanced", isOn: $advanced)
            if advanced {
                Text("Logging")
                Detail()
            }
        }
    }
}

// Text("Logging"), Detail, its HStack and the HStack's two Texts.
// Text("Logging")、Detail、它的 HStack，以及这个 HStack 的两个 Text。
let predictedInsertions = 5
