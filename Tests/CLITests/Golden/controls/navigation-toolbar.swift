// Toolbar items in the navigation bar (viewlab's model, NavigationStackLayout.swift): a leading
// item 16 points from the leading edge, trailing items from the trailing edge, 8 points apart,
// each at its ideal size and centred in the 44-point bar, above the large title.
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Milk")
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Sort") {}
                    Button("Add") {}
                }
            }
        }
    }
}
