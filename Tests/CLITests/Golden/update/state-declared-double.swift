// A @State declared `Double?` holds 15.0 after `tip = 15`, and `tip ?? 0` is a Double: SwiftUI
// shows "Tip: 6.0", not an integer division's 0.
// event: tap "15%"
struct ContentView: View {
    @State private var tip: Double? = nil
    @State private var history: [Double] = []
    var body: some View {
        VStack {
            Text("Tip: \((tip ?? 0) / 100 * 40)")
            Text("Halves: \(history.map { $0 / 2 })")
            Button("15%") { tip = 15; history.append(3) }
        }
    }
}
