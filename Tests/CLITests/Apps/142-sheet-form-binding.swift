import SwiftUI

struct Friend: Identifiable {
    let id = UUID()
    var name: String
    var birthdayMonth: Int
}

struct AddFriendView: View {
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var month = 1
    var onSave: (Friend) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Birthday month", selection: $month) {
                    ForEach(1...12, id: \.self) { m in
                        Text(Calendar.current.monthSymbols[m - 1]).tag(m)
                    }
                }
            }
            .navigationTitle("New Friend")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Friend(name: name, birthdayMonth: month))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var friends: [Friend] = []
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(friends) { f in
                Text(f.name)
            }
            .overlay {
                if friends.isEmpty {
                    ContentUnavailableView("No Friends", systemImage: "person.2.slash", description: Text("Tap + to add one."))
                }
            }
            .toolbar {
                Button { showingAdd = true } label: { Image(systemName: "plus") }
            }
            .sheet(isPresented: $showingAdd) {
                AddFriendView { friends.append($0) }
            }
        }
    }
}
