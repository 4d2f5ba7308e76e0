// An inline title (viewlab's model, NavigationStackLayout.swift): the bar stays 44 points tall and
// the title is centred in it; a Form is an inset grouped list.
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            Form {
                Text("Row")
            }
            .navigationTitle("Details")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
