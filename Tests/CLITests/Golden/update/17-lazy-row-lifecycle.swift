// Golden case 17 (TiS L273–275), for a lazy row: scrolled out and back three times, the row's
// onAppear fires each time on the same node (its state, 2 taps, is kept), and its task starts and
// is cancelled each time.
// event: tap "Row 0: 0 taps"
// event: tap "Row 0: 1 taps"
// event: scroll 1000
// event: scroll 0
// event: scroll 1000
// event: scroll 0
// event: scroll 1000
// event: scroll 0
// event: scroll 0
// event: tap "Row 0: 2 taps"
import SwiftUI

struct Row: View {
    let number: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(number): \(taps) taps") { taps += 1 }
            .frame(height: 200)
            .onAppear { print("appear \(number)") }
            .onDisappear { print("disappear \(number)") }
            .task { print("task \(number)") }
    }
}

struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<6, id: \.self) { Row(number: $0) }
            }
        }
    }
}
