// A NavigationStack's bar (viewlab's model, NavigationStackLayout.swift): 44 points, 96 with the
// large title its page's `.navigationTitle` asks for; the page is laid out below it. A plain List
// has no margins or cards.
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
                Text("Sent")
            }
            .listStyle(.plain)
            .navigationTitle("Mail")
        }
    }
}
