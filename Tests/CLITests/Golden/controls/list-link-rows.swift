// A NavigationLink that is a List row takes the row's whole width, its label leading and a
// disclosure chevron at the trailing end (also when the link is the body of a custom row view);
// a Button row stays its label's size, with no chevron.
import SwiftUI

struct TrailRow: View {
    let name: String
    var body: some View {
        NavigationLink(name) { Text("About \(name)") }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Favourites") { Text("Favourites") }
                TrailRow(name: "Ridge walk")
                Button("Add a trail") {}
            }
            .navigationTitle("Trails")
        }
    }
}
