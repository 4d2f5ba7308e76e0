import SwiftUI

struct ContentView: View {
    let columns = 8
    let rows = 5

    var body: some View {
        Canvas { context, size in
            let cellW = size.width / CGFloat(columns)
            let cellH = size.height / CGFloat(rows)
            for row in 0..<rows {
                for col in 0..<columns {
                    let center = CGPoint(x: (CGFloat(col) + 0.5) * cellW,
                                         y: (CGFloat(row) + 0.5) * cellH)
                    let radius = min(cellW, cellH) * 0.3
                    let rect = CGRect(x: center.x - radius, y: center.y - radius,
                                      width: radius * 2, height: radius * 2)
                    let color: Color = (row + col).isMultiple(of: 2) ? .mint : .pink
                    context.fill(Path(ellipseIn: rect), with: .color(color))
                }
            }
            context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray), lineWidth: 1)
        }
        .frame(height: 200)
        .padding()
    }
}
