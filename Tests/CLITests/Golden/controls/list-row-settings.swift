// A List's rows with settings of their own: `.listRowInsets` moves a row's content (and the
// separator above it) and changes what it is proposed, also from inside a custom row view;
// `.listRowSeparator(.hidden)` takes away the lines above and below a row; `.listRowBackground`
// fills the row's cell. The rows are still at least 44 points tall.
import SwiftUI

struct Reminder: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "circle")
            Text(title)
        }
        .listRowInsets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
    }
}

struct ContentView: View {
    var body: some View {
        List {
            Section("Today") {
                Reminder(title: "Water the plants")
                Reminder(title: "Call the bank")
                Text("Inbox zero").listRowSeparator(.hidden)
                Text("Overdue: taxes").listRowBackground(Color.orange)
            }
            Section {
                Text("Flush with the edges")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .listRowInsets(EdgeInsets())
            }
        }
    }
}
