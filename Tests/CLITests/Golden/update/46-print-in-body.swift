// Golden cases 46–47 (TiS L1238–1261): `let _ = print(…)` logs each body run, and
// `Self._printChanges()` names why: `@self` for a changed view value, `_value` for a state change.
// event: tap "Increment"
// event: tap "Rename"
import SwiftUI

struct Label: View {
    var title: String
    var body: some View {
        let _ = print("Executing <Label> body")
        let _ = Self._printChanges()
        Text(title)
    }
}

struct ContentView: View {
    @State private var value = 0
    @State private var title = "Count"
    var body: some View {
        let _ = print("Executing <ContentView> body")
        let _ = Self._printChanges()
        VStack {
            Label(title: title)
            Text("\(value)")
            Button("Increment") { value += 1 }
            Button("Rename") { title = "Total" }
        }
    }
}
