// A star for a rating view: ten corners around the centre, alternating between two radii.
// 评分视图用的星形：围绕中心的十个角，在两个半径之间交替。
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var corners: [CGPoint] = []
        // TODO: ten corners, 36° apart, alternating between `outer` (the tips) and 0.4 × `outer`
        //       (the inner corners). This loop makes only the five tips, 72° apart: a pentagon.
        // TODO：十个角，相隔 36°，在 `outer`（尖端）和 0.4 × `outer`（内角）之间交替。
        //       这个循环只生成五个相隔 72° 的尖端：一个五边形。
        for i in 0..<5 {
            let angle = Angle.degrees(-90 + Double(i) * 72).radians
            corners.append(CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
        }
        return Path { p in
            p.addLines(corners)
            p.closeSubpath()
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 30) {
            Star()
                .fill(.yellow)
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("star")
            Star()
                .fill(.yellow)
                .frame(width: 60, height: 40)
                .accessibilityIdentifier("small")
        }
    }
}
