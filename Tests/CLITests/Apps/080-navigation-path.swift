import SwiftUI

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                Button("Go to 1") { path.append(1) }
                Button("Go to 1 → 2 → 3") { path = [1, 2, 3] }
            }
            .navigationDestination(for: Int.self) { value in
                VStack {
                    Text("Screen \(value)")
                    Button("Pop to root") { path.removeAll() }
                }
            }
            .navigationTitle("Root")
        }
    }
}
