// Pro SwiftUI L1722–1762: controls inside a NavigationStack, a Form and a Section take events
// (only a control's own label is part of the control).
// event: type "First name" "Paul"
// event: tap "Clear"
struct ContentView: View {
    @State private var firstName = ""
    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("First name", text: $firstName)
                    Text(firstName.isEmpty ? "Required" : "Hello, \(firstName)")
                }
                Button("Clear") { firstName = "" }
            }
        }
    }
}
