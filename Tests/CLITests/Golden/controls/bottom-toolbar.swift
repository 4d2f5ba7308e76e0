// `.bottomBar` toolbar items are a 44-point bar along the stack's bottom edge, in a row 16 points
// in from each side (a Spacer among them pushes the last to the trailing end); the page is laid
// out between the navigation bar and the bottom bar.
import SwiftUI

struct ContentView: View {
    @State private var count = 12
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
                Text("Archive")
            }
            .navigationTitle("Mail")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Filter") {}
                    Spacer()
                    Text("\(count) unread")
                    Spacer()
                    Button("Compose") { count += 1 }
                }
            }
        }
    }
}
