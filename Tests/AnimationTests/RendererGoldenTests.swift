import Foundation
import Testing
import ViewlabModel
import ViewlabPresentation
@testable import ViewlabAnimation

/// The presentation of value tables, comparisons, plots and interruption tables against golden
/// files (Tests/AnimationTests/Golden, written by `viewlab animate` with NO_COLOR).
struct RendererGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func golden(_ name: String) throws -> String {
        try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
    }

    func table(_ text: String, from: Double = 0, to: Double = 100, step: Double, until: Double? = nil, platform: Platform = .ios17) throws -> ValueTable {
        ValueTable(animation: try curve(text, platform: platform), from: from, to: to, step: step, until: until)
    }

    @Test func linearTableIsTheSpecTable() throws {
        let text = ValueTableRenderer().render(try table(".linear(duration: 1)", step: 0.1))
        #expect(text == (try golden("linear.table.txt")))
        // environment-animation.md §5 prints these rows and this footer verbatim.
        #expect(text.contains("  t(s) | progress |   value |\n  0.00 |   0.0000 |    0.00 | ....................|\n  0.10 |   0.1000 |   10.00 | ##..................|\n"))
        #expect(text.contains("  1.00 |   1.0000 |  100.00 | ####################|\n  strip 0123456789#   spark ▁▂▂▃▄▅▅▆▇▇█   complete: logical 1.00 s, removed 1.00 s\n"))
    }

    @Test func easeInOutAscii() throws {
        let text = ValueTableRenderer(style: OutputStyle(ascii: true)).render(try table(".easeInOut(duration: 1)", step: 0.1))
        #expect(text == (try golden("easeInOut.ascii.txt")))
        #expect(text.contains("strip 001235789##"))
    }

    @Test func defaultSpringBothPlatforms() throws {
        let modern = ValueTableRenderer().render(try table(".default", step: 0.1, until: 1.1))
        #expect(modern == (try golden("default-ios17.table.txt")))
        #expect(modern.contains("strip 03799#######   spark ▁▃▆▇████████   complete: logical 0.55 s"))
        #expect(modern.contains("stiffness 130.5072, damping 22.8479"))
        let old = ValueTableRenderer(platform: .ios16).render(try table(".default", step: 0.05, platform: .ios16))
        #expect(old == (try golden("default-ios16.table.txt")))
    }

    @Test func bouncyStripAndPlot() throws {
        let bouncy = try table(".bouncy", step: 0.05, until: 0.8)
        #expect(ValueTableRenderer().render(bouncy).contains("strip 01479#^^^^^^#####"))
        #expect(AnimationPlot().render([try table(".bouncy", step: 0.05)]) == (try golden("bouncy.plot.txt")))
    }

    @Test func edgeBounceAndEaseInOutBack() throws {
        #expect(ValueTableRenderer().render(try table(".timingCurve(0, 1, 1, 0, duration: 2).repeatForever(autoreverses: true)", from: 0, to: 1, step: 0.2))
                == (try golden("edgeBounce.table.txt")))
        let back = ValueTableRenderer().render(try table(".timingCurve(0.5, -0.5, 0.5, 1.5, duration: 1)", from: 0, to: 1, step: 0.05))
        #expect(back == (try golden("easeInOutBack.table.txt")))
        #expect(back.contains("undershoot 8.09% (value -0.08) at 0.151 s"))
    }

    @Test func comparison() throws {
        let step = 0.1
        let animations = try [".easeInOut(duration: 1)", ".spring", ".bouncy"].map { try curve($0) }
        let until = animations.map { ValueTable.defaultEnd($0, step: step) }.max()!
        let tables = animations.map { ValueTable(animation: $0, from: 0, to: 100, step: step, until: until) }
        #expect(CompareTableRenderer().render(tables) == (try golden("compare.table.txt")))
        let twoUntil = [animations[0], animations[2]].map { ValueTable.defaultEnd($0, step: 0.05) }.max()!
        let twoTables = [animations[0], animations[2]].map { ValueTable(animation: $0, from: 0, to: 100, step: 0.05, until: twoUntil) }
        #expect(AnimationPlot(style: OutputStyle(ascii: true)).render(twoTables) == (try golden("compare.plot.ascii.txt")))
        #expect(AnimationSVG.render(twoTables) == (try golden("compare.svg")))
    }

    @Test func interruptionTables() throws {
        let ease = try curve(".easeInOut(duration: 1)")
        let additive = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: ease), .init(at: 0.5, to: 0, animation: ease)])
        #expect(InterruptionTable().render(additive, step: 0.1, until: 1.5) == (try golden("interrupt-additive.txt")))
        let spring = try curve(".default")
        let merge = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: spring), .init(at: 0.2, to: 0, animation: spring)])
        let text = InterruptionTable().render(merge, step: 0.1, until: 0.7)
        #expect(text == (try golden("interrupt-merge.txt")))
        #expect(text.contains("  0.30 |  merged | 53.98 |   0.00 | 53.98"))
    }

    /// Under `--lang zh` the words are Chinese and the numbers, code and columns the same (issue 25):
    /// NAME-zh beside each English golden.
    @Test func inChinese() throws {
        let linear = try table(".linear(duration: 1)", step: 0.1)
        #expect(ValueTableRenderer(language: .zh).render(linear) == (try golden("linear-zh.table.txt")))
        let animations = try [".easeInOut(duration: 1)", ".spring", ".bouncy"].map { try curve($0) }
        let until = animations.map { ValueTable.defaultEnd($0, step: 0.1) }.max()!
        let tables = animations.map { ValueTable(animation: $0, from: 0, to: 100, step: 0.1, until: until) }
        #expect(CompareTableRenderer(language: .zh).render(tables) == (try golden("compare-zh.table.txt")))
        let spring = try curve(".default")
        let merge = InterruptionScenario(initial: 0, changes: [.init(at: 0, to: 100, animation: spring), .init(at: 0.2, to: 0, animation: spring)])
        let text = InterruptionTable(language: .zh).render(merge, step: 0.1, until: 0.7)
        #expect(text == (try golden("interrupt-merge-zh.txt")))
        // 已合并 is six columns wide, as `merged` is, so the column keeps its width.
        #expect(text.contains("  0.30 |  已合并 | 53.98 |   0.00 |  53.98"))
    }

    @Test func neverMinusZero() throws {
        let text = ValueTableRenderer().render(try table(".linear(duration: 1)", from: -0.004, to: 0, step: 0.5))
        #expect(!text.split(separator: "\n").dropFirst(2).contains { $0.contains("-0.00") })   // the header shows -0.004 itself
        #expect(text.contains("  0.00 |   0.0000 |    0.00 |"))
    }

    @Test func csvAndJSON() throws {
        let t = try table(".linear(duration: 1)", from: -50, to: 50, step: 0.25)
        #expect(AnimationCSV.render([t]) == "time,value\n0,-50\n0.25,-25\n0.5,0\n0.75,25\n1,50\n")
        let json = AnimationJSON.render([t], platform: .ios17)
        for field in ["\"animation\": \".linear(duration: 1)\"", "\"platform\": \"ios17\"", "\"kind\": \"timing curve\"", "\"from\": -50",
                      "{\"time\": 0.25, \"progress\": 0.25, \"value\": -25}", "\"completion\": {\"logical\": 1, \"removed\": 1, \"settled\": null}",
                      "\"overshoot\": null"] {
            #expect(json.contains(field), "\(field)")
        }
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}
