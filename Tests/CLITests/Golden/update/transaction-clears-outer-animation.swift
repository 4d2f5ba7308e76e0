// A `.transaction { $0.animation = nil }` below an `.animation(_:value:)` takes the animation away
// for its subtree only (TiS ch. 6, L2840): the left label's Animatable probe re-runs per frame, the
// right one's body runs once, at the new value.
// event: tap "Go"
struct Probe: ViewModifier, Animatable {
    let name: String
    var animatableData: Double
    func body(content: Content) -> some View {
        print("\(name) body at \(Int(animatableData))")
        return content
    }
}

struct ContentView: View {
    @State private var on = false

    var body: some View {
        VStack {
            HStack {
                Text("animated").modifier(Probe(name: "left", animatableData: on ? 100 : 0))
                Text("snaps").modifier(Probe(name: "right", animatableData: on ? 100 : 0))
                    .transaction { $0.animation = nil }
            }
            Button("Go") { on.toggle() }
        }
        .animation(.linear(duration: 0.05), value: on)
    }
}
