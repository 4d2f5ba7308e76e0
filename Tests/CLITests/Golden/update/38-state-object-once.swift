// Golden case 38 (TiS L842–867): the parent re-renders three times; `@StateObject`'s autoclosure
// runs once, while `@State` with an Observable evaluates `Model()` on every init (iOS 17–26).
// event: tap "Refresh"
// event: tap "Refresh"
// event: tap "Refresh"
import SwiftUI

@Observable final class Model {
    var value = 0
    init() { print("Model.init") }
}

final class Store: ObservableObject {
    @Published var value = 0
    init() { print("Store.init") }
}

struct WithState: View {
    @State private var model = Model()
    var body: some View { Text("state \(model.value)") }
}

struct WithStateObject: View {
    @StateObject private var store = Store()
    var body: some View { Text("object \(store.value)") }
}

struct ContentView: View {
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Text("Refreshes: \(refreshes)")
            WithState()
            WithStateObject()
            Button("Refresh") { refreshes += 1 }
        }
    }
}
