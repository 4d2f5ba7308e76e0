// A star for a rating view: ten corners around the centre, alternating between two radii.
// 评分视图用的星形：围绕中心的十个角，在两个半径之间交替。
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        // The largest circle that fits the rectangle, so the star stays round in a 60×40 frame.
        // 能放进矩形的最大的圆，这样星形在 60×40 的框架里也保持匀称。
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        var corners: [CGPoint] = []
        for i in 0..<10 {
            // Even corners are tips, odd ones the inner corners between them.
            // 偶数的角是尖端，奇数的是它们之间的内角。
            let radius = i.isMultiple(of: 2) ? outer : inner
            // −90° is straight up (y grows downwards); each corner is 360° / 10 = 36° further round.
            // −90° 是正上方（y 向下增长）；每个角再转过 360° / 10 = 36°。
            let angle = Angle.degrees(-90 + Double(i) * 36).radians
            corners.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        return Path { p in
            p.addLines(corners)   // a new subpath through all ten corners… / 一条经过全部十个角的新子路径……
            p.closeSubpath()      // …and back to the top tip / ……再回到最上面的尖端
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
