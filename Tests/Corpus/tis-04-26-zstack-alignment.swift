// Mirrors: Thinking in SwiftUI (seed 000) L2012–2042 — ZStack { Rectangle().fill(.teal).frame(50×50); Text } aligned by centers: union first, then placement
// Ours: a 60×60 square and a 100×20 label; the two phases are replayed with CGRect.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Rectangle()
                .fill(.teal)
                .frame(width: 60, height: 60)
            Text("Hello, Stavanger!")
        }
    }
}

let square = CGSize(width: 60, height: 60)
let label = CGSize(width: 100, height: 20)
// Phase 1: the label's origin relative to the square, then the union.
let relative = CGPoint(x: square.width / 2 - label.width / 2, y: square.height / 2 - label.height / 2)
let union = CGRect(origin: .zero, size: square).union(CGRect(origin: relative, size: label))
print("relative (\(relative.x), \(relative.y))")
print("union \(union.minX) \(union.minY) \(union.width) \(union.height)")
// Phase 2: place each child from the stack's own center.
let center = CGPoint(x: union.width / 2, y: union.height / 2)
print("square at (\(center.x - square.width / 2), \(center.y - square.height / 2))")
print("label at (\(center.x - label.width / 2), \(center.y - label.height / 2))")
print(type(of: Rectangle().fill(.teal)))

// expect: relative (-20.0, 20.0)
// expect: union -20.0 0.0 100.0 60.0
// expect: square at (20.0, 0.0)
// expect: label at (0.0, 20.0)
// expect: _ShapeView<Rectangle, Color>
