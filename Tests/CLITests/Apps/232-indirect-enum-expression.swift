import SwiftUI

indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    var value: Double {
        switch self {
        case .number(let n): return n
        case let .add(a, b): return a.value + b.value
        case let .multiply(a, b): return a.value * b.value
        case .negate(let e): return -e.value
        }
    }

    var text: String {
        switch self {
        case .number(let n): return n == n.rounded() ? "\(Int(n))" : "\(n)"
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .multiply(a, b): return "\(a.text) × \(b.text)"
        case .negate(let e): return "-\(e.text)"
        }
    }
}

struct ContentView: View {
    let expressions: [Expr] = [
        .add(.number(2), .number(3)),
        .multiply(.add(.number(1), .number(4)), .number(2.5)),
        .negate(.multiply(.number(3), .number(3)))
    ]

    var body: some View {
        List(expressions.indices, id: \.self) { i in
            HStack {
                Text(expressions[i].text)
                Spacer()
                Text("= \(expressions[i].value, specifier: "%g")")
                    .bold()
            }
        }
    }
}
