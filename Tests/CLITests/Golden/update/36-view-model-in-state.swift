// Golden cases 36–37 (TiS L678–707): a view model built in `init(value:)`. Kept in `@State`, a new
// value from the parent does not change the title until the view is inserted again; kept in a plain
// property, the new value shows, but every parent re-render resets the count.
// event: tap #kept
// event: tap #fresh
// event: tap "Next value"
import SwiftUI

@Observable final class CounterViewModel {
    var title: String
    var count = 0
    init(value: Int) { title = "Value \(value)" }
}

struct KeptCounter: View {
    @State private var model: CounterViewModel
    init(value: Int) { _model = State(initialValue: CounterViewModel(value: value)) }
    var body: some View { Button("\(model.title): \(model.count)") { model.count += 1 }.accessibilityIdentifier("kept") }
}

struct FreshCounter: View {
    var model: CounterViewModel
    init(value: Int) { model = CounterViewModel(value: value) }
    var body: some View { Button("\(model.title): \(model.count)") { model.count += 1 }.accessibilityIdentifier("fresh") }
}

struct ContentView: View {
    @State private var value = 1
    var body: some View {
        VStack {
            KeptCounter(value: value)
            FreshCounter(value: value)
            Button("Next value") { value += 1 }
        }
    }
}
