// A NavigationLink with a destination view pushes it (cli-contract.md `update`: a tap on a
// NavigationLink inserts its destination, its lifecycle as on iOS). The root's views stay in the
// render tree with their state while the page covers them, and disappear; `back` removes the page,
// its state with it, and the root appears again. A page's `dismiss()` pops it.
// event: tap "Plants"
// event: tap "Water"
// event: back
// event: tap "Plants"
// event: tap "Close"
import SwiftUI

struct PlantList: View {
    @State private var watered = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Watered \(watered) times")
            Button("Water") { watered += 1 }
            Button("Close") { dismiss() }
        }
        .onAppear { print("plants appear") }
        .onDisappear { print("plants disappear") }
    }
}

struct Garden: View {
    @State private var visits = 0
    var body: some View {
        NavigationStack {
            VStack {
                Text("Visits: \(visits)")
                NavigationLink("Plants") { PlantList() }
            }
            .onAppear { visits += 1; print("garden appear") }
            .onDisappear { print("garden disappear") }
        }
    }
}

#Preview { Garden() }
