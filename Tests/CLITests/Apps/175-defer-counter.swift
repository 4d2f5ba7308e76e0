import SwiftUI

final class Ticketing: ObservableObject {
    @Published private(set) var next = 1

    func issue() -> Int {
        defer { next += 1 }
        return next
    }
}

struct ContentView: View {
    @StateObject private var ticketing = Ticketing()
    @State private var issued: [Int] = []

    var body: some View {
        VStack {
            Button("Take a number") {
                issued.append(ticketing.issue())
            }
            .buttonStyle(.borderedProminent)
            Text("Issued: \(issued.map { "#\($0)" }.joined(separator: " "))")
        }
        .padding()
    }
}
