import SwiftUI

func collatz(_ start: Int) -> [Int] {
    var n = start
    var steps = [n]
    while n != 1 {
        n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
        steps.append(n)
    }
    return steps
}

func digitsSum(_ value: Int) -> Int {
    var n = abs(value)
    var sum = 0
    repeat {
        sum += n % 10
        n /= 10
    } while n > 0
    return sum
}

struct ContentView: View {
    @State private var start = 6

    var body: some View {
        let sequence = collatz(start)
        VStack(alignment: .leading, spacing: 10) {
            Stepper("Start at \(start)", value: $start, in: 1...50)
            Text("\(sequence.count - 1) steps, peak \(sequence.max() ?? 0)")
                .font(.headline)
            Text(sequence.map(String.init).joined(separator: " → "))
                .font(.caption)
            Text("Digit sum of 98765: \(digitsSum(98765))")
        }
        .padding()
    }
}
