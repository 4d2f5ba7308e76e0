import SwiftUI

struct LineChart: Shape {
    let points: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard points.count > 1, let maxValue = points.max(), maxValue > 0 else { return path }
        let stepX = rect.width / CGFloat(points.count - 1)
        for (i, value) in points.enumerated() {
            let point = CGPoint(x: CGFloat(i) * stepX,
                                y: rect.height - CGFloat(value / maxValue) * rect.height)
            if i == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

struct ContentView: View {
    let data: [Double] = [3, 7, 4, 9, 6, 12, 8]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly steps (k)")
                .font(.headline)
            LineChart(points: data)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                .frame(height: 150)
                .background(Color.green.opacity(0.05))
        }
        .padding()
    }
}
