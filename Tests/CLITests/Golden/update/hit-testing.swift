// A tap at a point reaches a gesture only where its view draws something: a row of two texts
// with a Spacer between takes a tap on a text, not in the gap, until `.contentShape(Rectangle())`
// makes its whole frame take touches; a circle takes taps inside the circle, not in its frame's
// corners. A tap on nothing is reported, and the events after it are not run.
// event: tap #row --at 10,8
// event: tap #shapedRow --at 150,8
// event: tap #badge --at 30,30
// event: tap #row --at 150,8
import SwiftUI

struct ContentView: View {
    @State private var rowTaps = 0
    @State private var shapedTaps = 0
    @State private var badgeTaps = 0
    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Text("Airplane mode")
                Spacer()
                Text("Off")
            }
            .accessibilityIdentifier("row")
            .onTapGesture { rowTaps += 1 }
            HStack {
                Text("Hotspot")
                Spacer()
                Text("On")
            }
            .contentShape(Rectangle())
            .accessibilityIdentifier("shapedRow")
            .onTapGesture { shapedTaps += 1 }
            Circle()
                .fill(.red)
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("badge")
                .onTapGesture { badgeTaps += 1 }
        }
        .padding()
    }
}
