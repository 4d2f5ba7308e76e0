// How many nodes does turning "Advanced" on insert?
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
let predictedInsertions = 0
