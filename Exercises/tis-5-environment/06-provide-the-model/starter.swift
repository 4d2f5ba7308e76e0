// Give the nested label the garden that the button waters.
@Observable final class Garden {
    var plant = "Fern"
    var waterings = 0
}

struct WaterLabel: View {
    // Optional, so that a missing garden reads as nil instead of stopping the app.
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
            Windowsill()
            Button("Water") { garden.waterings += 1 }
        }
    }
}
