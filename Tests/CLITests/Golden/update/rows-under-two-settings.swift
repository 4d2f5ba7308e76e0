// Reused rows under two different inherited settings: a walk may remember which settings it found
// the same, but a change to either (the font above the odd rows, `disabled` above the even ones)
// re-runs exactly the rows that read it.
// event: tap "Tap 1: 0"
// event: tap "Font"
// event: tap "Tap 3: 0"
// event: tap "Switch"
// event: tap "Tap 1: 1"
struct Row: View {
    var id: Int
    @State private var taps = 0
    @Environment(\.isEnabled) private var enabled
    @Environment(\.font) private var font
    var body: some View {
        Button("Tap \(id): \(taps)") { taps += 1 }
    }
}

struct ContentView: View {
    @State private var off = false
    @State private var big = false
    var body: some View {
        ScrollView {
            VStack {
                Button("Switch") { off.toggle() }
                Button("Font") { big.toggle() }
                ForEach(0..<4, id: \.self) { i in
                    if i.isMultiple(of: 2) {
                        Row(id: i).disabled(off)
                    } else {
                        Row(id: i).font(big ? .title : .body)
                    }
                }
            }
        }
    }
}
