// `.searchable` puts a search field in the navigation bar, under the large title: the bar grows by
// a 52-point row, the 36-point field 16 points in from each side, its prompt after the magnifying
// glass; the page starts below it.
import SwiftUI

struct ContentView: View {
    @State private var term = ""
    var body: some View {
        NavigationStack {
            List {
                Text("Lisbon")
                Text("Porto")
            }
            .navigationTitle("Cities")
            .searchable(text: $term, prompt: "Cities in Portugal")
        }
    }
}
