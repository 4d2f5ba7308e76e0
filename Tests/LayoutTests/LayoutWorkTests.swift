import Testing
@testable import ViewlabLayout
import ViewlabModel

/// What keeps layout fast must not change what it computes: a pass without a trace gives the same
/// frames as one with it, a text reuses a one-line layout only where wrapping again would give the
/// same, and the work for a list grows linearly with its rows (counted, never timed).
@Suite struct LayoutWorkTests {
    /// Issue 9's benchmark row: `HStack { Text; Spacer; Text.foregroundColor }`.
    func rows(_ count: Int) -> ViewValue {
        vStack(forEach(count) { i in hStack(text("Row \(i)"), spacer(), text("detail")) })
    }

    /// (Σ algorithm runs over every node, trace events) for one pass of `view` with a trace.
    func work(_ view: ViewValue) throws -> (measures: Int, events: Int) {
        let tree = LayoutTree(view, options: LayoutOptions())
        let result = try tree.layout(in: proposal(320, 480))
        return (result.nodes.reduce(0) { $0 + $1.node.measureCount }, result.trace.events.count)
    }

    @Test func listWorkIsLinearInItsRows() throws {
        // Each row adds the same work, 21 algorithm runs and 46 trace events, once the rows overflow
        // the 480 points (so each is proposed a height of 0 after the probes).
        for count in [100, 1000, 3000] {
            let (measures, events) = try work(rows(count))
            #expect(measures == 21 * count + 1, "\(count) rows")
            #expect(events == 46 * count + 3, "\(count) rows")
        }
    }

    @Test func layoutWithoutATraceGivesTheSameResult() throws {
        var g = RandomTreeTests.Generator(state: 9)
        let proposals: [ProposedViewSize] = [.unspecified, .zero, .infinity, proposal(320, 480), proposal(nil, 50), proposal(37.5, 0)]
        for _ in 0..<60 {
            let view = RandomTreeTests().view(Int.random(in: 1...5, using: &g), &g)
            for p in proposals {
                let traced = try LayoutEngine.layout(view, in: p, options: bookOptions)
                var options = bookOptions
                options.recordsTrace = false
                let plain = try LayoutEngine.layout(view, in: p, options: options)
                #expect(plain.trace.events.isEmpty)
                #expect(plain.nodes.map(\.frame) == traced.nodes.map(\.frame))
                #expect(plain.nodes.map(\.drawn) == traced.nodes.map(\.drawn))
                #expect(plain.nodes.map(\.proposal) == traced.nodes.map(\.proposal))
                #expect(plain.warnings == traced.warnings)
            }
        }
    }

    /// Without a trace a stack takes its probes of a color or a shape that fills its proposal as 0
    /// and ∞ without asking (B1404), and keeps the answers of children that ignore proposals for its
    /// placement: the frames are a traced pass's, and each color is asked only its share.
    @Test func stacksAskNoMoreThanTheFramesNeedWithoutATrace() throws {
        let row = hStack(spacing: 0, color("red"), circle(), rectangle().frame(width: 30), color("blue"), capsule())
        var plainOptions = bookOptions
        plainOptions.recordsTrace = false
        let traced = try LayoutEngine.layout(row, in: proposal(300, 100), options: bookOptions)
        let plain = try LayoutEngine.layout(row, in: proposal(300, 100), options: plainOptions)
        // The frame first (flexibility 0), the circle (100), then the rest in declaration order:
        // 300 ÷ 5 = 60 → 30, 270 ÷ 4 = 67.5 for the circle and each after it (B1819–1821).
        #expect(plain.nodes.map(\.frame) == [Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 0, y: 0, width: 67.5, height: 100),
                                             Rect(x: 67.5, y: 16.25, width: 67.5, height: 67.5), Rect(x: 135, y: 0, width: 30, height: 100),
                                             Rect(x: 135, y: 0, width: 30, height: 100), Rect(x: 165, y: 0, width: 67.5, height: 100),
                                             Rect(x: 232.5, y: 0, width: 67.5, height: 100)])
        #expect(traced.nodes.map(\.frame) == plain.nodes.map(\.frame))
        #expect(traced.nodes[1].node.measureCount == 3 && plain.nodes[1].node.measureCount == 1)
        #expect(traced.nodes[2].node.measureCount == 3 && plain.nodes[2].node.measureCount == 3)
        // Fixed rows proposed nothing across, then placed at the stack's width.
        let leaf = color("red").frame(width: 20, height: 20)
        let rows = vStack(spacing: 8, hStack(spacing: 8, leaf, leaf), hStack(spacing: 8, leaf, leaf, leaf))
        for p in [ProposedViewSize.unspecified, proposal(320, 480), proposal(nil, 50)] {
            let framesTraced = try LayoutEngine.layout(rows, in: p, options: bookOptions).nodes.map(\.frame)
            #expect(try LayoutEngine.layout(rows, in: p, options: plainOptions).nodes.map(\.frame) == framesTraced, "\(p)")
        }
        #expect(try LayoutEngine.layout(rows, in: .unspecified, options: plainOptions).nodes.map(\.frame)[1...3]
                == [Rect(x: 14, y: 0, width: 48, height: 20), Rect(x: 14, y: 0, width: 20, height: 20), Rect(x: 14, y: 0, width: 20, height: 20)])
    }

    /// Every proposal a `TextLeaf` answers from a reused one-line layout gets exactly what wrapping
    /// the text afresh for that proposal gives.
    @Test func reusedTextLayoutsEqualFreshOnes() {
        let contents = ["Favorite", "Hello, World!", "", " lead", "trail  ", "a  b", "Supercalifragilistic", "a\nb c",
                        "Row 9999", "é café", "W", "x\r\ny", "\u{600} a", "Ünïcode wörds"]
        func environment(_ set: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
            var values = EnvironmentValues()
            set(&values)
            return values
        }
        let environments = [EnvironmentValues(),
                            environment { $0.lineLimit = 1 },
                            environment { $0.lineLimit = 2; $0.lineLimitReservesSpace = true },
                            environment { $0.lineLimit = 1; $0.truncationMode = .head; $0.minimumScaleFactor = 0.5 },
                            environment { $0.font = Font(.style(.caption)) },
                            environment { $0.lineSpacing = 4 }]
        let widths: [Double?] = [nil, .infinity, 1000, 76, 75.99, 51, 50.5, 30, 9, 6, 1, 0, 0, 6, 9, 30, 51, 76, nil]
        let heights: [Double?] = [nil, 0, 17, 34, .infinity]
        let context = LayoutContext(options: LayoutOptions(), builder: TreeBuilder(options: LayoutOptions()))
        var reusable = 0
        for content in contents {
            for environment in environments {
                let leaf = TextLeaf(text: TextValue(content: content), environment: environment)
                for width in widths {
                    for height in heights {
                        let p = proposal(width, height)
                        let fresh = TextLayout.make(leaf.text, environment: environment, metrics: .standard, proposal: p)
                        let answer = leaf.layout(p, context: context)
                        if fresh.reusableFrom != nil { reusable += 1 }
                        let what = "\"\(content)\" at \(p)"
                        #expect(answer.size == fresh.size, "\(what)")
                        #expect(answer.lines == fresh.lines, "\(what)")
                        #expect(answer.reason == fresh.reason, "\(what)")
                        #expect(answer.truncated == fresh.truncated && answer.scale == fresh.scale, "\(what)")
                        #expect(answer.lastBaseline == fresh.lastBaseline, "\(what)")
                        // A finite one-line layout made from the unbounded one is reusable from the same width.
                        #expect(answer.reusableFrom == fresh.reusableFrom && answer.lineHeight == fresh.lineHeight, "\(what)")
                    }
                }
            }
        }
        #expect(reusable > 1000)
    }

    /// A one-line layout is reusable from the narrowest width that keeps its text on one line: at
    /// that width the text is one line, a hundredth narrower it wraps. Widths that are not halves
    /// (a lesson's own metric table) make the order of the sums show.
    @Test func aOneLineTextIsReusableFromTheNarrowestWidthThatKeepsItOnOneLine() throws {
        var metrics = TextMetrics.standard
        (metrics.uppercase, metrics.lowercase, metrics.digit, metrics.space) = (9.3, 6.1, 7.7, 4.3)
        for content in ["Row 9999", "ab c", "a  b", "trail  ", "Hello, World!", "x y z w v u"] {
            func layout(_ width: Double) -> TextLayout {
                TextLayout.make(TextValue(content: content), environment: EnvironmentValues(), metrics: metrics, proposal: proposal(width, nil))
            }
            let from = try #require(layout(1000).reusableFrom, "\(content)")
            #expect(layout(from).lines == [content], "\(content)")
            #expect(layout(from).reusableFrom == from, "\(content)")
            #expect(layout(from - 0.01).lines.count > 1, "\(content)")
        }
    }
}
