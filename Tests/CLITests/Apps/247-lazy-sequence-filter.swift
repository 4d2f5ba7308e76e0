import SwiftUI

struct ContentView: View {
    @State private var limit = 5

    var squaresOfOdds: [Int] {
        Array((1...1000).lazy.filter { $0 % 2 == 1 }.map { $0 * $0 }.prefix(limit))
    }

    var firstBig: Int? {
        (1...).lazy.map { $0 * 7 }.first { $0 > 100 }
    }

    var body: some View {
        Form {
            Stepper("Show \(limit)", value: $limit, in: 1...10)
            ForEach(squaresOfOdds, id: \.self) { n in
                Text("\(n)")
            }
            Text("First multiple of 7 over 100: \(firstBig ?? 0)")
        }
    }
}
