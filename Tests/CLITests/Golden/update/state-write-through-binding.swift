// A child's body that writes its parent's state through a @Binding (update-cycle-research.md §2.2):
// SwiftUI ignores the write, whichever view owns the state, and logs "Modifying state during view
// update"; the child reads the value the parent has.
// event: tap "Add"
import SwiftUI

struct Child: View {
    @Binding var count: Int
    var body: some View {
        let _ = count = 10
        Text("Child sees \(count)")
    }
}
struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Parent \(count)")
            Child(count: $count)
            Button("Add") { count += 1 }
        }
    }
}
