// Golden case 42 (TiS L1108–1152): a binding to a computed get/set property. The getter clamps to
// 0…10 and the setter writes through, so after 12 taps the label reads 10 while `value` is 11 (the 12th tap writes 11 again, which @Published still publishes).
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: tap #plus
// event: run print(store.value)
import SwiftUI

final class Store: ObservableObject {
    @Published var value = 0
    var clampedValue: Int {
        get { min(max(value, 0), 10) }
        set { value = newValue }
    }
}

let store = Store()

struct Counter: View {
    @Binding var value: Int
    var body: some View {
        Button("Increment: \(value)") { value += 1 }.accessibilityIdentifier("plus")
    }
}

struct ContentView: View {
    @ObservedObject var model = store
    var body: some View {
        Counter(value: $model.clampedValue)
    }
}
