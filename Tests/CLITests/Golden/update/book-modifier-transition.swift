// Pro SwiftUI L1395–1640 and Thinking in SwiftUI L3060–3078: a view inserted with a
// `.modifier(active:identity:)` transition stays under its identity modifier, so the modifier's body
// runs and its onAppear fires (declared inline or as an AnyTransition of the learner's).
// event: tap "Toggle"
struct Marker: ViewModifier {
    var name: String
    func body(content: Content) -> some View {
        content.onAppear { print("\(name) appeared") }
    }
}
extension AnyTransition {
    static let marked = AnyTransition.modifier(active: Marker(name: "active"), identity: Marker(name: "identity"))
}
struct ContentView: View {
    @State private var on = false
    var body: some View {
        VStack {
            if on {
                Text("Inline").transition(.modifier(active: Marker(name: "active"), identity: Marker(name: "inline")))
                Text("Declared").transition(.marked)
            }
            Button("Toggle") { withAnimation { on.toggle() } }
        }
    }
}
