import SwiftUI

struct Chore: Identifiable {
    let id = UUID()
    var name: String
    var isDone = false
}

struct ContentView: View {
    @State private var chores = [Chore(name: "Dishes"), Chore(name: "Laundry", isDone: true), Chore(name: "Plants")]
    @State private var showsDone = false

    var body: some View {
        List {
            Toggle("Show finished chores", isOn: $showsDone)
            Section("To do") {
                // A binding to an array is a collection of bindings to its elements.
                ForEach($chores.filter { showsDone || !$0.wrappedValue.isDone }) { $chore in
                    Toggle(chore.name, isOn: $chore.isDone)
                }
            }
            Section("First chore") {
                let first = $chores[0]
                TextField("Name", text: first.name)
            }
        }
    }
}

#Preview { ContentView() }
