import SwiftUI

enum Event {
    case login(user: String)
    case purchase(user: String, amount: Double)
    case logout(user: String)
}

struct ContentView: View {
    let events: [Event] = [
        .login(user: "ana"),
        .purchase(user: "ana", amount: 30),
        .purchase(user: "raj", amount: 120),
        .logout(user: "ana"),
        .purchase(user: "raj", amount: 5)
    ]

    var revenue: Double {
        var sum = 0.0
        for case let .purchase(_, amount) in events {
            sum += amount
        }
        return sum
    }

    var bigSpenders: [String] {
        var names: [String] = []
        for case .purchase(let user, let amount) in events where amount >= 100 {
            names.append(user)
        }
        return names
    }

    var evenIndices: [Int] {
        var result: [Int] = []
        for i in 0..<events.count where i % 2 == 0 {
            result.append(i)
        }
        return result
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Revenue: \(revenue, format: .currency(code: "USD"))")
            Text("Big spenders: \(bigSpenders.joined(separator: ", "))")
            Text("Even indices: \(evenIndices.map(String.init).joined(separator: " "))")
        }
        .padding()
    }
}
