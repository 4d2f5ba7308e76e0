import SwiftUI

struct ContentView: View {
    let start = Date()

    var body: some View {
        TimelineView(.animation) { context in
            let elapsed = context.date.timeIntervalSince(start)
            Canvas { gc, size in
                let count = 12
                for i in 0..<count {
                    let phase = elapsed * 2 + Double(i) * 0.5
                    let x = size.width * CGFloat(i) / CGFloat(count - 1)
                    let y = size.height / 2 + CGFloat(sin(phase)) * size.height * 0.35
                    let r: CGFloat = 8
                    gc.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)),
                            with: .color(.indigo.opacity(0.3 + 0.05 * Double(i))))
                }
            }
        }
        .frame(height: 160)
        .padding()
    }
}
