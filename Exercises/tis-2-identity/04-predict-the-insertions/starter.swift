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

// TODO: the number of nodes inserted when "Advanced" turns on.
// TODO："Advanced" 打开时插入的节点数。
let predictedInsertions = 0
