// Edit an observable object's property with a Stepper.
// 用 Stepper 编辑一个可观察对象的属性。
@Observable final class Plant {
    var name = "Fern"
    var waterings = 0
}

let fern = Plant()

struct WaterRow: View {
    @Bindable var plant: Plant
    var body: some View {
        Stepper("Watered \(plant.waterings) times", value: $plant.waterings)
            .accessibilityIdentifier("water")
    }
}

#Preview { WaterRow(plant: fern) }
