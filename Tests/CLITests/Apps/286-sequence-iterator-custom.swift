import SwiftUI

struct Fibonacci: Sequence, IteratorProtocol {
    private var current = 0
    private var nextValue = 1
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func next() -> Int? {
        guard current <= limit else { return nil }
        defer { (current, nextValue) = (nextValue, current + nextValue) }
        return current
    }
}

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = start
        return AnyIterator {
            guard n >= 0 else { return nil }
            n -= 1
            return n + 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text(Fibonacci(limit: 100).map(String.init).joined(separator: ", "))
            Text(Array(Countdown(start: 5)).map(String.init).joined(separator: " … "))
        }
        .padding()
    }
}
