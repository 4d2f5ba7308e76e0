import SwiftUI

protocol Shape2D {
    var area: Double { get }
    var name: String { get }
}

extension Shape2D {
    var name: String { String(describing: type(of: self)) }
    var summary: String { "\(name): \(String(format: "%.2f", area))" }
}

extension Shape2D where Self: Equatable {
    func isSame(as other: Self) -> Bool { self == other }
}

struct Square: Shape2D, Equatable {
    var side: Double
    var area: Double { side * side }
}

struct Disc: Shape2D {
    var radius: Double
    var area: Double { .pi * radius * radius }
    var name: String { "Circle" }
}

struct ContentView: View {
    let a = Square(side: 3)
    let b = Square(side: 3)
    let c = Disc(radius: 1.5)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(a.summary)
            Text(c.summary)
            Text(a.isSame(as: b) ? "Squares match" : "Squares differ")
        }
        .padding()
    }
}
