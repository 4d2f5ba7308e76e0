import SwiftUI

extension Int {
    var isPrime: Bool {
        guard self >= 2 else { return false }
        guard self >= 4 else { return true }
        for divisor in 2...Int(Double(self).squareRoot()) where self % divisor == 0 {
            return false
        }
        return true
    }

    var ordinal: String {
        let suffix: String
        switch self % 10 {
        case 1 where self % 100 != 11: suffix = "st"
        case 2 where self % 100 != 12: suffix = "nd"
        case 3 where self % 100 != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(self)\(suffix)"
    }

    func times(_ body: () -> Void) {
        for _ in 0..<self { body() }
    }
}

struct ContentView: View {
    var primes: [Int] { (1...40).filter(\.isPrime) }
    var stars: String {
        var s = ""
        5.times { s += "*" }
        return s
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Primes: " + primes.map(String.init).joined(separator: ", "))
            Text([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(\.ordinal).joined(separator: " "))
            Text(stars)
        }
        .padding()
    }
}
