import SwiftUI

struct Vector2: Equatable {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func * (lhs: Vector2, scalar: Double) -> Vector2 {
        Vector2(x: lhs.x * scalar, y: lhs.y * scalar)
    }

    static func += (lhs: inout Vector2, rhs: Vector2) {
        lhs = lhs + rhs
    }

    var length: Double { (x * x + y * y).squareRoot() }
}

struct ContentView: View {
    @State private var position = Vector2.zero
    let velocity = Vector2(x: 12, y: 5)

    var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .topLeading) {
                Rectangle().stroke(.gray)
                Circle()
                    .fill(.orange)
                    .frame(width: 20, height: 20)
                    .offset(x: position.x, y: position.y)
            }
            .frame(width: 240, height: 160)
            Text("Position (\(Int(position.x)), \(Int(position.y))), distance \(position.length, specifier: "%.1f")")
            HStack {
                Button("Step") { position += velocity }
                Button("Double step") { position += velocity * 2 }
                Button("Reset") { position = .zero }
                    .disabled(position == .zero)
            }
        }
        .padding()
    }
}
