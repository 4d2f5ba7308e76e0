import Foundation
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabLayout

/// Issue 9's list target: a `ForEach` of N rows, built (parsed, evaluated, root view selected) and
/// laid out in one process, as `viewlab layout` does (without a trace: only `explain` records one),
/// in under 300 ms for 10,000 rows; the cost must grow linearly, so the time for 10,000 rows is
/// about ten times the time for 1,000. The layout `explain` does, with its trace, is timed beside it.
enum ForEachGrowth {
    static func source(rows: Int) -> String {
        """
        struct ContentView: View {
            var body: some View {
                VStack {
                    ForEach(0..<\(rows), id: \\.self) { i in
                        HStack {
                            Text("Row \\(i)")
                            Spacer()
                            Text("detail").foregroundColor(.gray)
                        }
                    }
                }
            }
        }
        """
    }

    /// Build, layout and traced layout times in milliseconds, the best of `runs` fresh sessions.
    static func measure(rows: Int, runs: Int) throws -> (build: Double, layout: Double, traced: Double) {
        let text = source(rows: rows)
        var best = (build: Double.infinity, layout: Double.infinity, traced: Double.infinity)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let session = Session(output: { _ in })
            try session.run(text, fileName: "rows.swift")
            let root = try session.rootView()
            let built = DispatchTime.now().uptimeNanoseconds
            let result = try Session.onLargeStack { try LayoutEngine.layout(root, options: LayoutOptions(recordsTrace: false)) }
            let laidOut = DispatchTime.now().uptimeNanoseconds
            let traced = try Session.onLargeStack { try LayoutEngine.layout(root, options: LayoutOptions(recordsTrace: true)) }
            let end = DispatchTime.now().uptimeNanoseconds
            precondition(result.nodes.count > rows && traced.nodes.count == result.nodes.count, "every row was laid out")
            best.build = min(best.build, Double(built - start) / 1e6)
            best.layout = min(best.layout, Double(laidOut - built) / 1e6)
            best.traced = min(best.traced, Double(end - laidOut) / 1e6)
        }
        return best
    }

    /// Prints one line per row count, then the growth from the first count to the last.
    static func report(rowCounts: [Int], runs: Int) throws {
        var totals: [Double] = []
        for rows in rowCounts {
            let t = try measure(rows: rows, runs: runs)
            let total = t.build + t.layout
            totals.append(total)
            print(String(format: "ForEach %6d rows: build %8.1f ms, layout %7.1f ms, total %8.1f ms, %7.1f ms per 1,000 rows; traced layout %7.1f ms",
                         rows, t.build, t.layout, total, total / Double(rows) * 1000, t.traced))
        }
        guard let first = totals.first, let last = totals.last, rowCounts.count > 1 else { return }
        let linear = Double(rowCounts.last!) / Double(rowCounts.first!)
        print(String(format: "growth %d → %d rows: %.1f× (linear: %.0f×); %d rows in %.0f ms (target: 10,000 rows in < 300 ms)",
                     rowCounts.first!, rowCounts.last!, last / first, linear, rowCounts.last!, last))
    }
}
