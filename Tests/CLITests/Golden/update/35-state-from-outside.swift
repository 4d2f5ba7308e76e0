// Golden case 35 (TiS L660–674): `@State var model` initialised from a parameter keeps the first
// model, so passing another one to the view on screen changes nothing.
// event: tap "Use second"
import SwiftUI

@Observable final class Model {
    var name: String
    init(name: String) { self.name = name }
}

let first = Model(name: "first")
let second = Model(name: "second")

struct Counter: View {
    @State var model: Model
    init(model: Model) { _model = State(initialValue: model) }
    var body: some View { Text(model.name).accessibilityIdentifier("name") }
}

struct ContentView: View {
    @State private var useSecond = false
    var body: some View {
        VStack {
            Counter(model: useSecond ? second : first)
            Button("Use second") { useSecond = true }
        }
    }
}
