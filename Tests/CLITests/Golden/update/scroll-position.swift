// `.scrollPosition(id:)` (iOS 17): the scroll view starts at the row its binding names (the row's
// top at the top of the scroll view), scrolls to the row the binding is set to, and after a scroll
// the binding names the first row still shown, whose id the label then shows.
// event: tap "Jump"
// event: scroll 130
import SwiftUI

struct ContentView: View {
    @State private var shown: Int? = 3
    var body: some View {
        VStack {
            Text("Top: \(shown.map { String($0) } ?? "none")")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { i in
                        Text("Row \(i)").frame(height: 50)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $shown)
            Button("Jump") { shown = 20 }
        }
    }
}
