// Mirrors: Thinking in SwiftUI (seed 000) L1892–1918 — List and lazy stacks; ScrollView { LazyVStack { ForEach(0..<100) { Text.padding(.vertical).onAppear { print } } } }
// Ours: 60 numbered rows logging when they appear, and a List of three rows.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<60) { n in
                        Text("Row \(n)")
                            .padding(.vertical)
                            .onAppear {
                                print("Row \(n) appeared")
                            }
                    }
                }
            }
            List {
                Text("Alpha")
                Text("Beta")
                Text("Gamma")
            }
        }
    }
}

let rows = (0..<60).map { "Row \($0)" }
print(rows.count)
print(rows.last ?? "none")

// expect: 60
// expect: Row 59
