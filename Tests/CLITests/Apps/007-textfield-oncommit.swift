import SwiftUI

struct ContentView: View {
    @State private var query = ""
    @State private var searches: [String] = []

    var body: some View {
        VStack {
            TextField("Search", text: $query, onEditingChanged: { editing in
                print("editing: \(editing)")
            }, onCommit: {
                if !query.isEmpty {
                    searches.insert(query, at: 0)
                    query = ""
                }
            })
            .padding(8)
            .background(Color(.systemGray6))
            .cornerRadius(8)

            ForEach(searches, id: \.self) { s in
                Text(s)
            }
            Spacer()
        }
        .padding()
    }
}
