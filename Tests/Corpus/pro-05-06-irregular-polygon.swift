// Mirrors: Pro SwiftUI (seed 004) L3380–3497 — an irregular polygon whose animatableData is a [Double]: Array conforms to VectorArithmetic and AdditiveArithmetic when its elements are Double (zero, += and -= element by element, scale(by:), dummy - and magnitudeSquared), and path(in:) pushes each corner of a regular polygon out by its factor
// Ours: a seven-cornered blob in a fixed 200×200 frame, its factors between 0.85 and 1.15; the book's one-second Timer that picks new factors is replaced by onAppear (viewlab does not support Timer yet), and SwiftUI's animation between two [Double] values is not run here. Top-level code checks the extension's arithmetic and a corner of the path.
import SwiftUI

extension Array: VectorArithmetic, AdditiveArithmetic where Element == Double {
    public static var zero: [Double] { [0] }

    public static func += (lhs: inout [Double], rhs: [Double]) {
        let count = Swift.min(lhs.count, rhs.count)
        for index in 0..<count {
            lhs[index] += rhs[index]
        }
    }

    public static func -= (lhs: inout [Double], rhs: [Double]) {
        let count = Swift.min(lhs.count, rhs.count)
        for index in 0..<count {
            lhs[index] -= rhs[index]
        }
    }

    public mutating func scale(by rhs: Double) {
        for index in 0..<count {
            self[index] *= rhs
        }
    }

    public static func - (lhs: [Double], rhs: [Double]) -> [Double] {
        []
    }

    public var magnitudeSquared: Double {
        0
    }
}

struct IrregularPolygon: Shape {
    var animatableData: [Double]

    init(factors: [Double]) {
        animatableData = factors
    }

    func path(in rect: CGRect) -> Path {
        let centerX = rect.width / 2
        let centerY = rect.height / 2
        let radius = min(centerX, centerY)
        var corners = [CGPoint]()

        for (index, factor) in animatableData.enumerated() {
            let fraction = Double(index) / Double(animatableData.count)
            let angle = fraction * .pi * 2
            let x = centerX + radius * cos(angle)
            let y = centerY + radius * sin(angle)
            corners.append(CGPoint(x: x * factor, y: y * factor))
        }

        var path = Path()
        path.addLines(corners)
        path.closeSubpath()
        return path
    }
}

struct AnimatingBlob: View {
    @State private var factors = (0..<7).map { _ in Double.random(in: 0.85...1.15) }

    var body: some View {
        IrregularPolygon(factors: factors)
            .fill(.purple)
            .animation(.easeInOut(duration: 3), value: factors)
            .onAppear {
                factors = (0..<7).map { _ in Double.random(in: 0.85...1.15) }
            }
    }
}

struct ContentView: View {
    var body: some View {
        AnimatingBlob()
            .frame(width: 200, height: 200)
    }
}

var factors: [Double] = [1, 2, 3]
factors.scale(by: 2)
print(factors, factors.magnitudeSquared)
let square = IrregularPolygon(factors: [1, 1, 1, 1])
let corner = square.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).currentPoint ?? .zero
print(corner.x, corner.y)
let _ = ContentView().body

// expect: [2.0, 4.0, 6.0] 0.0
// expect: 100.0 50.0
