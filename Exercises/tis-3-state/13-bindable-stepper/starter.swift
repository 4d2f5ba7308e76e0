// Edit an observable object's property with a Stepper.
@Observable final class Plant {
    var name = "Fern"
    var waterings = 0
}

let fern = Plant()

struct WaterRow: View {
    // TODO: make `$plant.waterings` available.
    var plant: Plant
    var body: some View {
        Stepper("Watered \(plant.waterings) times", value: .constant(plant.waterings))
            .accessibilityIdentifier("water")
    }
}

#Preview { WaterRow(plant: fern) }
