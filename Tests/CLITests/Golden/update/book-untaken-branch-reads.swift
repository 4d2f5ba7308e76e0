// Thinking in SwiftUI L396 and L650–652: state read only in a branch that did not run is not a
// dependency, so changing it re-runs no body.
// event: tap "Bump"
struct ContentView: View {
    @State private var value = 0
    var show = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if show {
                Text("\(value)")
            }
            Button("Bump") { value += 1 }
        }
    }
}
