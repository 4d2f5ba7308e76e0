import SwiftUI

struct ContentView: View {
    let values: [Double] = [3, 7, 4, 9, 6, 2, 8]
    let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        Canvas { context, size in
            let maxValue = values.max() ?? 1
            let barWidth = size.width / CGFloat(values.count)
            for (i, value) in values.enumerated() {
                let height = (size.height - 20) * CGFloat(value / maxValue)
                let rect = CGRect(x: CGFloat(i) * barWidth + 4,
                                  y: size.height - 20 - height,
                                  width: barWidth - 8,
                                  height: height)
                context.fill(Path(roundedRect: rect, cornerRadius: 4),
                             with: .color(value == maxValue ? .orange : .blue))
                context.draw(Text(days[i]).font(.caption),
                             at: CGPoint(x: rect.midX, y: size.height - 8))
            }
        }
        .frame(height: 180)
        .padding()
    }
}
