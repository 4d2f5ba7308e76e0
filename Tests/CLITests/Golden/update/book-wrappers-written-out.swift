// Thinking in SwiftUI L400–421, L806–812 and L1022–1054: property wrappers written out by hand are
// dynamic properties as the attributes are: `_value = State(initialValue: 0)` keeps an Int and its
// reads are dependencies; `_model = StateObject(wrappedValue:)` observes the object; a plain
// `Binding<Int>` property is a binding the body depends on. `_printChanges` names each field.
// event: tap "Increment: 0"
// event: tap "Model: 0"
// event: tap "Bound: 0"
final class Model: ObservableObject {
    @Published var value = 0
}
struct Counter: View {
    private var _value = State(initialValue: 0)
    private var value: Int {
        get { _value.wrappedValue }
        nonmutating set { _value.wrappedValue = newValue }
    }
    var body: some View {
        let _ = Self._printChanges()
        Button("Increment: \(value)") { value += 1 }
    }
}
struct ModelCounter: View {
    private var _model = StateObject(wrappedValue: Model())
    private var model: Model { _model.wrappedValue }
    var body: some View {
        let _ = Self._printChanges()
        Button("Model: \(model.value)") { model.value += 1 }
    }
}
struct Bound: View {
    var value: Binding<Int>
    var body: some View {
        let _ = Self._printChanges()
        Button("Bound: \(value.wrappedValue)") { value.wrappedValue += 1 }
    }
}
struct ContentView: View {
    @State private var shared = 0
    var body: some View {
        VStack {
            Counter()
            ModelCounter()
            Bound(value: $shared)
        }
    }
}
