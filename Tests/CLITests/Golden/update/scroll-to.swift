// `ScrollViewReader`'s proxy scrolls in the update cycle: `scrollTo` in `onAppear` (a chat opening
// at its newest message) scrolls by as little as shows the view; with an anchor, that point of the
// view meets the same point of the scroll view. A lazy row not made yet is reached by making the
// rows before it. An id no view has leaves the scroll view where it is.
// event: tap "Oldest"
// event: tap "Day 45"
// event: tap "Nowhere"
import SwiftUI

struct ContentView: View {
    let notes = (1...12).map { "Note \($0)" }
    var body: some View {
        ScrollViewReader { proxy in
            HStack {
                ScrollView {
                    VStack(spacing: 10) {
                        ForEach(notes, id: \.self) { note in
                            Text(note).frame(height: 60)
                        }
                    }
                }
                .onAppear { proxy.scrollTo("Note 12") }
                ScrollView {
                    LazyVStack {
                        ForEach(1...60, id: \.self) { day in
                            Text("Day \(day)").frame(height: 40)
                        }
                    }
                }
            }
            Button("Oldest") { proxy.scrollTo("Note 1", anchor: .top) }
            Button("Day 45") { proxy.scrollTo(45, anchor: .center) }
            Button("Nowhere") { proxy.scrollTo("Note 99") }
        }
    }
}
