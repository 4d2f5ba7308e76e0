import SwiftUI

struct ContentView: View {
    @State private var selectedFolder: String?
    let folders = ["Inbox", "Sent", "Drafts", "Trash"]

    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self, selection: $selectedFolder) { folder in
                Text(folder)
            }
            .navigationTitle("Mail")
        } detail: {
            if let folder = selectedFolder {
                Text("Messages in \(folder)")
            } else {
                Text("Select a folder")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
