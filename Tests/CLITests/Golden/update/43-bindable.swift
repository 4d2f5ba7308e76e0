// Golden case 43 (TiS L1158–1221): `@Bindable var model` with `Stepper(value: $model.value)`, and
// inline `Bindable(model).value`, both write to the @Observable model.
// event: increment "Count: 0"
// event: increment "Inline: 1"
// event: decrement "Count: 2"
import SwiftUI

@Observable final class Model {
    var value = 0
}

struct Counter: View {
    @Bindable var model: Model
    var body: some View {
        Stepper("Count: \(model.value)", value: $model.value)
    }
}

struct Inline: View {
    var model: Model
    var body: some View {
        Stepper("Inline: \(model.value)", value: Bindable(model).value)
    }
}

let model = Model()

struct ContentView: View {
    var body: some View {
        VStack {
            Counter(model: model)
            Inline(model: model)
        }
    }
}
