// A learner's Layout placing 1,000 subviews in justified rows, as a photo gallery does: rows as near
// a target height as the widths allow, the breaks chosen by dynamic programming, for each target
// height from 35 to 85 points in quarter points, keeping the target whose rows need the least
// stretching. Run by `viewlab layout --format json`; the benchmark compares the subviews' frames.
import SwiftUI

struct Aspect: LayoutValueKey {
    static let defaultValue = 1.0
}

struct JustifiedRows: Layout {
    var spacing = 4.0
    var shortest = 20.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Where each row starts, and what the rows cost: the squared distance of each row's height from the target.
    func breaks(width: Double, sums: [Double], target: Double) -> (cost: Double, start: [Int]) {
        let n = sums.count - 1
        var best = [0.0] + [Double](repeating: .infinity, count: n)
        var start = [Int](repeating: 0, count: n + 1)
        for end in 1...n {
            var first = end - 1
            while first >= 0 {
                let height = (width - spacing * Double(end - first - 1)) / (sums[end] - sums[first])
                if height < shortest { break }
                let cost = best[first] + (height - target) * (height - target)
                if cost < best[end] {
                    best[end] = cost
                    start[end] = first
                }
                first -= 1
            }
        }
        return (best[n], start)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ratios = subviews.map { $0[Aspect.self] }
        var sums = [0.0]
        for ratio in ratios { sums.append(sums[sums.count - 1] + ratio) }
        var chosen = (cost: Double.infinity, start: [Int]())
        var target = 35.0
        while target <= 85 {
            let tried = breaks(width: bounds.width, sums: sums, target: target)
            if tried.cost < chosen.cost { chosen = tried }
            target += 0.25
        }
        var rows: [(first: Int, end: Int)] = []
        var end = ratios.count
        while end > 0 {
            rows.append((chosen.start[end], end))
            end = chosen.start[end]
        }
        var y = bounds.minY
        for row in rows.reversed() {
            let height = (bounds.width - spacing * Double(row.end - row.first - 1)) / (sums[row.end] - sums[row.first])
            var x = bounds.minX
            for i in row.first..<row.end {
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: ratios[i] * height, height: height))
                x += ratios[i] * height + spacing
            }
            y += height + spacing
        }
    }
}

struct ContentView: View {
    var body: some View {
        JustifiedRows {
            ForEach(0..<1_000, id: \.self) { i in
                Color.gray.layoutValue(key: Aspect.self, value: Double(40 + i * 37 % 90) / Double(30 + i * 53 % 50))
            }
        }
    }
}
