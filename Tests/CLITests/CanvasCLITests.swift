import Foundation
import Testing

/// `viewlab render` draws what a Canvas's closure draws, and `--at SECONDS` draws TimelineViews at
/// that time (issue 13, item 2).
struct CanvasCLITests {
    let cli = CLITests()

    /// A bar chart drawn in a 300×200 canvas: three bars, each filled with its own colour.
    static let barChart = """
        struct ContentView: View {
            let values: [Double] = [0.5, 1, 0.25]
            let colors: [Color] = [.red, .green, .blue]
            var body: some View {
                Canvas { context, size in
                    let width = size.width / Double(values.count)
                    for (index, value) in values.enumerated() {
                        let height = size.height * value
                        let bar = CGRect(x: Double(index) * width + 10, y: size.height - height, width: width - 20, height: height)
                        context.fill(Path(bar), with: .color(colors[index]))
                    }
                    context.draw(Text("Sales"), at: CGPoint(x: size.width / 2, y: 10), anchor: .top)
                }
                .frame(width: 300, height: 200)
            }
        }
        """

    @Test func aCanvasBarChartIsDrawnInSVG() throws {
        let r = try cli.viewlab(["render", "--format", "svg", "-"], stdin: Self.barChart)
        #expect(r.code == 0 && r.stderr == "")
        // The frame is centred in 320×480: the canvas's origin is (10, 140).
        #expect(r.stdout.contains("<path d=\"M10 100 L90 100 L90 200 L10 200 Z\" fill=\"#ff3b30\" transform=\"matrix(1 0 0 1 10 140)\">"))
        #expect(r.stdout.contains("<path d=\"M110 0 L190 0 L190 200 L110 200 Z\" fill=\"#34c759\" transform=\"matrix(1 0 0 1 10 140)\">"))
        #expect(r.stdout.contains("<path d=\"M210 150 L290 150 L290 200 L210 200 Z\" fill=\"#007aff\" transform=\"matrix(1 0 0 1 10 140)\">"))
        #expect(r.stdout.contains(">Sales</text>"))
    }

    static let clock = """
        struct ContentView: View {
            var body: some View {
                TimelineView(.animation) { timeline in
                    let seconds = timeline.date.timeIntervalSinceReferenceDate - 716722860
                    VStack {
                        Text("\\(seconds) s")
                        Canvas { context, size in
                            let width = (Date.now.timeIntervalSinceReferenceDate - 716722860) * 100
                            context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 20)), with: .color(.orange))
                        }
                    }
                }
            }
        }
        """

    /// The TimelineView's content, and the canvas inside it, at 0 and at 1 second after the start.
    @Test func renderAtDrawsTheTimelineAtThatTime() throws {
        let atStart = try cli.viewlab(["render", "--format", "svg", "-"], stdin: Self.clock)
        let atZero = try cli.viewlab(["render", "--format", "svg", "--at", "0", "-"], stdin: Self.clock)
        let atOne = try cli.viewlab(["render", "--format", "svg", "--at", "1", "-"], stdin: Self.clock)
        #expect(atStart.code == 0 && atOne.code == 0 && atOne.stderr == "")
        #expect(atStart.stdout == atZero.stdout)
        #expect(atStart.stdout != atOne.stdout)
        #expect(atStart.stdout.contains(">0.0 s</text>") && atStart.stdout.contains("d=\"M0 0 L0 0 L0 20 L0 20 Z\""))
        #expect(atOne.stdout.contains(">1.0 s</text>") && atOne.stdout.contains("d=\"M0 0 L100 0 L100 20 L0 20 Z\""))
    }

    @Test(arguments: ["-1", "soon", "inf"]) func aBadTimeIsRefused(_ value: String) throws {
        let r = try cli.viewlab(["render", "--at", value, "-"], stdin: Self.clock)
        #expect(r.code == 2)
        #expect(r.stderr == "error: --at must be a number of seconds ≥ 0 (after the session's start), got \(value)\n")
    }

    /// The REPL's `:render --at` is the same option.
    @Test func theREPLRendersAtATimeToo() throws {
        let r = try cli.viewlab([], stdin: Self.clock + "\n:render --format svg --at 0.5\n")
        #expect(r.code == 0)
        #expect(r.stdout.contains(">0.5 s</text>") && r.stdout.contains("d=\"M0 0 L50 0 L50 20 L0 20 Z\""))
    }

    @Test func theHelpNamesTheOptionInBothLanguages() throws {
        #expect(try cli.viewlab(["render", "--help"]).stdout.contains("--at <seconds>"))
        #expect(try cli.viewlab(["render", "--help"], environment: ["VIEWLAB_LANG": "zh"]).stdout.contains("TimelineView"))
    }
}
