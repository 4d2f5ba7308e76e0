// Give the nested label the garden that the button waters.
// 把按钮浇水的那个花园交给嵌套在里面的标签。
@Observable final class Garden {
    var plant = "Fern"
    var waterings = 0
}

struct WaterLabel: View {
    // Looks the garden up by its type among the objects its ancestors put into the environment.
    // 在祖先视图放进环境的对象中，按类型查找花园。
    @Environment(Garden.self) private var garden: Garden?
    var body: some View {
        if let garden {
            Text("\(garden.plant), waterings: \(garden.waterings)")
        } else {
            Text("No garden")
        }
    }
}

// Windowsill never mentions the garden: the environment carries it past the views in between.
// Windowsill 从没提到花园：环境把它带过了中间的视图。
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
            // `.environment(garden)` stores the object under its type, for every view below it.
            // It must be an ancestor of WaterLabel: on the Button it would reach only the Button.
            // It is the same object the Button changes, and WaterLabel's body read `waterings`,
            // so a tap re-runs WaterLabel.
            // `.environment(garden)` 按类型为它下面的每个视图存储这个对象。
            // 它必须是 WaterLabel 的祖先：放在 Button 上就只能到达 Button。
            // 它和 Button 修改的是同一个对象，而 WaterLabel 的 body 读取了 `waterings`，
            // 所以一次点按会让 WaterLabel 重新执行。
            Windowsill()
                .environment(garden)
            Button("Water") { garden.waterings += 1 }
        }
    }
}
