// Give the nested label the garden that the button waters.
@Observable final class Garden {
    var plant = "Fern"
    var waterings = 0
}

struct WaterLabel: View {
    // Looks the garden up by its type among the objects its ancestors put into the environment.
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
            Windowsill()
                .environment(garden)
            Button("Water") { garden.waterings += 1 }
        }
    }
}
