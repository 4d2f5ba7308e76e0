import Foundation
import Testing

/// `viewlab render` draws what the code describes (issue 13): the drawing golden cases of the spec
/// as reviewed SVG files, with the numbers the book gives checked in them.
struct DrawingCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("drawing")

    func render(_ name: String, _ extra: [String] = []) throws -> CLITests.Result {
        try cli.viewlab(["render", Self.folder.appendingPathComponent(name + ".swift").path, "--format", "svg"] + extra)
    }

    @Test(arguments: ["octagon", "orbit", "badge"]) func goldenSVG(_ name: String) throws {
        let r = try render(name)
        #expect(r.code == 0 && r.stderr == "")
        try CLITests.expectGolden(r.stdout, in: Self.folder.appendingPathComponent(name + ".svg"))
    }

    /// G33: the octagon's corners, in a 100×100 frame centred in 320×480 (origin (110, 190)).
    @Test func theOctagonsCornersAreTheBooks() throws {
        let svg = try render("octagon").stdout
        #expect(svg.contains("d=\"M210 240 L195.36 275.36 L160 290 L124.64 275.36 L110 240 L124.64 204.64 L160 190 L195.36 204.64 Z\""))
        #expect(svg.contains("fill=\"#5856d6\""))
    }

    /// G34: the circle is drawn at the frame's centre + (0, 200), by the transform of its offset and rotation.
    @Test func theOrbitIsDrawnBelowTheFrame() throws {
        let svg = try render("orbit").stdout
        #expect(svg.contains("transform=\"matrix(0 1 -1 0 400 280)\""))
    }

    @Test func framesAreALayerAboveTheViews() throws {
        let plain = try render("badge").stdout, framed = try render("badge", ["--frames"]).stdout
        #expect(!plain.contains("class=\"frames\""))
        let views = try #require(framed.range(of: "<g class=\"app\">")), frames = try #require(framed.range(of: "<g class=\"frames\">"))
        #expect(views.lowerBound < frames.lowerBound)
        #expect(framed.contains("<rect class=\"proposal\""))
    }

    /// A gradient masks by its alpha; a shape filled with an opaque colour clips to its outline.
    @Test func aGradientMasksByItsAlpha() throws {
        let gradient = try cli.viewlab(["render", "-", "--format", "svg"], stdin: """
            Color.orange.frame(width: 60, height: 60).mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
            """)
        #expect(gradient.stdout.contains("<mask id=") && gradient.stdout.contains("mask=\"url(#mask"))
        let circle = try cli.viewlab(["render", "-", "--format", "svg"], stdin: "Color.orange.frame(width: 60, height: 60).mask { Circle() }\n")
        #expect(circle.stdout.contains("clip-path=") && !circle.stdout.contains("<mask id="))
    }

    /// Where the command is about layout, the picture has its frames unless told otherwise.
    @Test func layoutAndExplainDrawTheFramesByDefault() throws {
        let file = Self.folder.appendingPathComponent("badge.swift").path
        for command in ["layout", "explain"] {
            let framed = try cli.viewlab([command, file, "--format", "svg"]).stdout
            #expect(framed.contains("<g class=\"frames\">") && framed.contains("<g class=\"app\">"), "\(command)")
            let plain = try cli.viewlab([command, file, "--format", "svg", "--no-frames"]).stdout
            #expect(!plain.contains("<g class=\"frames\">") && plain.contains("<g class=\"app\">"), "\(command)")
        }
    }

    /// The terminal picture: colour half blocks on a truecolor terminal only; the wireframe when piped.
    @Test func theTerminalPictureIsTheWireframeWhenPiped() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("badge.swift").path], environment: ["COLORTERM": "truecolor"])
        #expect(!r.stdout.contains("\u{1B}[38;2;"))
        #expect(r.stdout.contains("Circle"))
    }

    /// `.redacted(reason: .placeholder)` draws a text as a rounded bar in its colour at 16%, not its words.
    @Test func aRedactedTextIsAPlaceholderBar() throws {
        let r = try cli.viewlab(["render", "-", "--format", "svg"], stdin: "import SwiftUI\nText(\"Placeholder\").redacted(reason: .placeholder)\n")
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<path d=\"M128.69 233.03 L191.31 233.03 C193.07 233.03 194.5 234.45 194.5 236.21 L194.5 242.59"))
        #expect(r.stdout.contains("fill=\"#000000\" fill-opacity=\"0.16\"><title>Text(&quot;Placeholder&quot;)</title>"))
        #expect(!r.stdout.contains(">Placeholder</text>"))
    }
}

