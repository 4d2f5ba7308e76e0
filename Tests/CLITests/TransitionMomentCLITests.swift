import Foundation
import Testing

/// `render FILE EVENT… --at SECONDS` (and the REPL's `:render --at` after `:tap`): the last event's
/// animated pass caught that many seconds in, with the values `update`'s tables print — an inserted
/// view under its transition's opacity, offset and scale, a removed one kept, going out, until its
/// animation ends (environment-animation.md §3.6, TiS L3054, L3080). The program is
/// Golden/update/transition-values.swift, six 100×20 colours under `.linear(duration: 0.2)`; the
/// pictures are Golden/moments/*.svg.
struct TransitionMomentCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("moments")
    static let program = UpdateCLITests.folder.appendingPathComponent("transition-values.swift").path
    static let show = "tap \"Toggle\""

    func svg(_ arguments: [String]) throws -> String {
        let r = try cli.viewlab(["render", Self.program] + arguments + ["--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        return r.stdout
    }

    /// The colour's drawing: its path's paint and transform, as the SVG writes them.
    func drawing(_ svg: String, _ colour: String) -> String? {
        svg.split(separator: "\n").first { $0.contains("<title>Color.\(colour)</title>") }
            .map { line in String(line[line.range(of: "\" fill=")!.upperBound...].prefix { $0 != "<" }) }
    }

    /// Halfway in (0.1 s of 0.2): .slide 50 points left of its place, .move(edge: .top) 10 up
    /// (half its height), .scale at 0.5 about its centre, .offset(y: 40) 20 down, the opacity
    /// combined with .scale(scale: 0.5) at 0.5 and 0.75, the asymmetric insertion 50 right.
    @Test func insertedViewsAreDrawnUnderTheirTransitionsHalfway() throws {
        let picture = try svg([Self.show, "--at", "0.1"])
        try CLITests.expectGolden(picture, in: Self.folder.appendingPathComponent("inserting-at-0.1.svg"))
        #expect(drawing(picture, "red") == "\"#ff3b30\" transform=\"matrix(1 0 0 1 -50 0)\">")
        #expect(drawing(picture, "green") == "\"#34c759\" transform=\"matrix(1 0 0 1 0 -10)\">")
        #expect(drawing(picture, "blue") == "\"#007aff\" transform=\"matrix(0.5 0 0 0.5 80 119.25)\">")
        #expect(drawing(picture, "yellow") == "\"#ffcc00\" transform=\"matrix(1 0 0 1 0 20)\">")
        #expect(drawing(picture, "orange") == "\"#ff9500\" fill-opacity=\"0.5\" transform=\"matrix(0.75 0 0 0.75 40 69.63)\">")
        #expect(drawing(picture, "purple") == "\"#af52de\" transform=\"matrix(1 0 0 1 50 0)\">")
    }

    /// Removed, the views stay where they were, going out (.slide towards the trailing edge, the
    /// asymmetric removal fading), while the button already moves to its new place; at 0.2 s the
    /// animation has ended and they are gone.
    @Test func removedViewsAreDrawnUntilTheirAnimationEnds() throws {
        let halfway = try svg([Self.show, Self.show, "--at", "0.1"])
        try CLITests.expectGolden(halfway, in: Self.folder.appendingPathComponent("removing-at-0.1.svg"))
        #expect(drawing(halfway, "red") == "\"#ff3b30\" transform=\"matrix(1 0 0 1 50 0)\">")
        #expect(drawing(halfway, "purple") == "\"#af52de\" fill-opacity=\"0.5\">")
        #expect(halfway.contains("transform=\"matrix(0.75 0 0 1 35.06 -30)\" data-width=\"39\">Toggle</text>"))
        let ended = try svg([Self.show, Self.show, "--at", "0.2"])
        #expect(drawing(ended, "red") == nil && drawing(ended, "purple") == nil)
        #expect(ended == (try svg([Self.show, Self.show])))
    }

    /// Without `--at`, the events' views as they settle; at 0 s, where the insertion starts.
    @Test func withoutATimeTheViewsAreDrawnSettled() throws {
        let settled = try svg([Self.show])
        #expect(drawing(settled, "red") == "\"#ff3b30\">")
        #expect(drawing(try svg([Self.show, "--at", "0"]), "red") == "\"#ff3b30\" transform=\"matrix(1 0 0 1 -100 0)\">")
        #expect(settled == (try svg([Self.show, "--at", "1"])))
    }

    /// The REPL keeps the last `:tap`'s record for `:render --at`; an input that shows another view drops it.
    @Test func theREPLDrawsTheLastTapInFlight() throws {
        let source = try String(contentsOfFile: Self.program, encoding: .utf8)
        let r = try cli.viewlab([], stdin: source + "\n:set show tree\n:tap \"Toggle\"\n:render --at 0.1 --format svg\n")
        #expect(r.code == 0)
        #expect(r.stdout.contains("transform=\"matrix(0.5 0 0 0.5 80 119.25)\"><title>Color.blue</title>"))
        let other = try cli.viewlab([], stdin: source + "\n:set show tree\n:tap \"Toggle\"\nContentView()\n:render --at 0.1 --format svg\n")
        #expect(!other.stdout.contains("matrix(0.5 0 0 0.5 80 119.25)"))
    }

    @Test func aBadEventIsRefused() throws {
        let r = try cli.viewlab(["render", Self.program, "tap \"Nothing\"", "--at", "0.1"])
        #expect(r.code == 2 && r.stdout == "")
    }
}

/// `update --format json`: a view whose transition is in flight carries the transition's
/// `offsetX`, `offsetY` and `scale` beside its frame.
struct TransitionValuesJSONTests {
    @Test func theFramesCarryTheTransitionsValues() throws {
        let r = try CLITests().viewlab(["update", TransitionMomentCLITests.program, TransitionMomentCLITests.show, "--format", "json"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("{\"path\": \"ContentView/VStack/transition[1.some.0]/frame/Color\", \"x\": 60, \"y\": 188.5, \"width\": 100, \"height\": 20, \"opacity\": 1, \"offsetX\": -50, \"offsetY\": 0, \"scale\": 1}"))
    }
}
