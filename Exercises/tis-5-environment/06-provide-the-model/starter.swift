// Give the nested label the garden that the button waters.
// 把按钮浇水的那个花园交给嵌套在里面的标签。
@Observable final class Garden {
    var plant = "Fern"
    var waterings = 0
}

struct WaterLabel: View {
    // Optional, so that a missing garden reads as nil instead of stopping the app.
    // 声明为可选值，这样缺少花园时读到的是 nil，而不会让应用停止。
    @Environment(Garden.self) private var garden: Garden?
    var body: some View {
        if let garden {
            Text("\(garden.plant), waterings: \(garden.waterings)")
        } else {
            Text("No garden")
        }
    }
}

struct Windowsill: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Windowsill").font(.headline)
            WaterLabel().accessibilityIdentifier("label")
        }
    }
}

struct ContentView: View {
    @State private var garden = Garden()
    var body: some View {
        VStack {
            // TODO: put `garden` into the environment where WaterLabel can find it.
            // TODO：把 `garden` 放进环境中 WaterLabel 能找到它的地方。
            Windowsill()
            Button("Water") { garden.waterings += 1 }
        }
    }
}
