import Foundation
import TestSupport
import Testing

/// Issue 13 ("Drawing"): what `render --format svg` draws, as a browser shows it. Headless Chromium
/// draws the SVG and the tests read its pixels at points of the layout (`Support/Chromium.swift`);
/// the PNG tests read the file's header. Serialized: each starts a browser, and the machine is small.
@Suite(.serialized) struct PixelTests {
    static let binary = ViewlabBinary.url

    /// A rectangle in points, from `layout --format json`.
    struct Frame: CustomStringConvertible {
        var x: Double, y: Double, width: Double, height: Double
        var minX: Double { x }
        var minY: Double { y }
        var maxX: Double { x + width }
        var maxY: Double { y + height }
        var centre: Point { Point(x + width / 2, y + height / 2) }
        func contains(_ p: Point, tolerance: Double = 0) -> Bool {
            p.x >= minX - tolerance && p.x <= maxX + tolerance && p.y >= minY - tolerance && p.y <= maxY + tolerance
        }
        var description: String { "(\(x), \(y)) \(width)×\(height)" }
    }

    struct CommandFailed: Error, CustomStringConvertible { var description: String }

    func viewlab(_ arguments: [String], stdin: String? = nil, path: String = "/usr/bin:/bin") throws -> TimedProcess.Outcome {
        try TimedProcess.run(Self.binary, arguments, stdin: stdin.map { Data($0.utf8) },
                             environment: ["NO_COLOR": "1", "PATH": path], timeout: 30)
    }

    /// The SVG `render` draws for `program` in a 200×200 proposal.
    func svg(_ program: String) throws -> String {
        let r = try viewlab(["render", "-", "--format", "svg", "--proposal", "200x200"], stdin: program + "\n")
        guard r.status == 0 else { throw CommandFailed(description: "render exited \(r.status): \(r.standardError)") }
        return r.standardOutput
    }

    /// The root view's frame for `program` in a 200×200 proposal.
    func rootFrame(_ program: String) throws -> Frame {
        let r = try viewlab(["layout", "-", "--format", "json", "--proposal", "200x200"], stdin: program + "\n")
        let json = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        guard let root = json?["root"] as? [String: Any], let frame = root["frame"] as? [String: Double],
              let x = frame["x"], let y = frame["y"], let width = frame["width"], let height = frame["height"] else {
            throw CommandFailed(description: "layout gave no root frame: \(r.standardOutput) \(r.standardError)")
        }
        return Frame(x: x, y: y, width: width, height: height)
    }

    func isRed(_ p: Pixel) -> Bool { p.red > 200 && p.green < 100 && p.blue < 100 }
    func isGreen(_ p: Pixel) -> Bool { p.green > 150 && p.red < 120 && p.blue < 150 }

    // MARK: Pixels

    @Test func aRedCircleIsRedInItsCentreAndNotInItsFramesCorner() throws {
        let program = "Circle().fill(.red).frame(width: 100, height: 100)"
        let frame = try rootFrame(program)
        #expect(frame.width == 100 && frame.height == 100)
        let picture = try svg(program)
        let corner = Point(frame.minX + 2, frame.minY + 2)
        let pixels = try Chromium.pixels(of: picture, at: [frame.centre, corner])
        #expect(isRed(pixels[0]), "the circle's centre \(frame.centre) is \(pixels[0]), not red")
        #expect(!isRed(pixels[1]), "the frame's corner \(corner), outside the circle, is \(pixels[1])")
    }

    @Test func aColourAtHalfOpacityBlendsWithWhatIsBehind() throws {
        // SwiftUI's blue is (0, 122, 255); half of it over white is about (128, 189, 255).
        let picture = try svg("Color.blue.opacity(0.5)")
        let p = try Chromium.pixel(of: picture, at: Point(100, 100))
        #expect(p.blue > 200, "\(p)")
        #expect((98...158).contains(p.red), "red \(p.red) of \(p) is not halfway between blue's 0 and white's 255")
        #expect((159...219).contains(p.green), "green \(p.green) of \(p) is not halfway between blue's 122 and white's 255")
    }

    @Test func aRotatedRectangleCoversTheRotatedPoints() throws {
        let program = "Rectangle().fill(.green).frame(width: 100, height: 20).rotationEffect(.degrees(90))"
        let frame = try rootFrame(program)
        let picture = try svg(program)
        // Upright it would cover (centre + (40, 0)); turned a quarter it covers (centre + (0, 40)) instead.
        let below = frame.centre + Point(0, 40), beside = frame.centre + Point(40, 0)
        let pixels = try Chromium.pixels(of: picture, at: [frame.centre, below, beside])
        #expect(isGreen(pixels[0]), "the centre \(frame.centre) is \(pixels[0])")
        #expect(isGreen(pixels[1]), "\(below), inside the turned rectangle, is \(pixels[1])")
        #expect(!isGreen(pixels[2]), "\(beside), outside the turned rectangle, is \(pixels[2])")
    }

    @Test func wrappedTextIsInkedInsideItsFrameOnly() throws {
        // 95 points of text in 80: two lines (layout's text metric), so the frame is 80×34.
        let program = "Text(\"Some longer text\").frame(width: 80)"
        let frame = try rootFrame(program)
        #expect(frame.width == 80 && frame.height == 34, "\(frame)")
        let picture = try svg(program)
        let box = try Chromium.viewBox(of: picture)
        // Every point of the proposal that the picture shows, a quarter point in from each pixel's corner.
        var grid: [Point] = []
        for y in 0..<200 { for x in 0..<200 {
            let p = Point(Double(x) + 0.25, Double(y) + 0.25)
            if p.x >= box.x, p.y >= box.y, p.x < box.x + box.width, p.y < box.y + box.height { grid.append(p) }
        } }
        let pixels = try Chromium.pixels(of: picture, at: grid)
        let ink = zip(grid, pixels).filter { $0.1.luminance < 110 }.map(\.0)
        let inside = ink.filter { frame.contains($0, tolerance: 1) }, outside = ink.filter { !frame.contains($0, tolerance: 1) }
        let upper = inside.filter { $0.y < frame.centre.y }, lower = inside.filter { $0.y >= frame.centre.y }
        #expect(upper.count > 10 && lower.count > 10,
                "two lines of ink in \(frame): \(upper.count) dark points in its upper half, \(lower.count) in its lower")
        #expect(outside.isEmpty, "\(outside.count) dark points outside \(frame), e.g. \(outside.prefix(5))")
    }

    /// The sampler itself, on a picture drawn by hand: points map to pixels through the viewBox,
    /// whatever its origin and the SVG's own width; transparency is laid on white.
    @Test func theSamplerReadsPointsOfAHandDrawnPicture() throws {
        let picture = """
            <svg xmlns="http://www.w3.org/2000/svg" width="112" height="56" viewBox="-12 -12 224 112">
              <circle cx="100" cy="40" r="30" fill="rgb(255,59,48)"/>
              <rect x="-12" y="80" width="20" height="20" fill="rgb(0,122,255)" fill-opacity="0.5"/>
              <rect x="150" y="0" width="40" height="10" fill="rgb(52,199,89)" transform="rotate(90 170 5)"/>
            </svg>
            """
        let points = [Point(100, 40), Point(72, 12), Point(-2, 90), Point(170, 20), Point(185, 5), Point(211, 99)]
        let pixels = try Chromium.pixels(of: picture, at: points, scale: 3)
        #expect(isRed(pixels[0]) && !isRed(pixels[1]), "\(pixels[0]) \(pixels[1])")
        #expect(abs(pixels[2].red - 128) < 8 && abs(pixels[2].green - 189) < 8 && pixels[2].blue > 250, "\(pixels[2])")
        #expect(isGreen(pixels[3]) && !isGreen(pixels[4]), "\(pixels[3]) \(pixels[4])")
        #expect(pixels[5] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(throws: Chromium.Failure.self) { try Chromium.pixels(of: picture, at: [Point(-13, 0)]) }
    }

    // MARK: PNG

    @Test func pngIsTheSVGAtScalePixelsPerPoint() throws {
        let program = "Circle().fill(.red).frame(width: 100, height: 100)"
        let box = try Chromium.viewBox(of: try svg(program))
        let folder = try TimedProcess.temporaryFolder("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.png").path
        let r = try viewlab(["render", "-", "--format", "png", "--scale", "2", "--proposal", "200x200", "--output", file], stdin: program + "\n")
        #expect(r.status == 0, "\(r.standardError)")
        #expect(r.standardOutput == "wrote \(file)\n")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        try #require(png.count > 24)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        let bigEndian = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == Int((box.width * 2).rounded()), "width: \(bigEndian(16)) pixels for \(box.width) points")
        #expect(bigEndian(20) == Int((box.height * 2).rounded()), "height: \(bigEndian(20)) pixels for \(box.height) points")
    }

    @Test func pngGoesToStandardOutputWhenThatIsNotATerminal() throws {
        let r = try viewlab(["render", "-", "--format", "png", "--scale", "1", "--proposal", "50x50"], stdin: "Color.red\n")
        #expect(r.status == 0, "\(r.standardError)")
        #expect(r.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    /// A shader that reads the texture a quarter to the right and a quarter up (Pro SwiftUI L3602–3632):
    /// the browser draws the displacement map as SpriteKit draws the shader, reads past the right
    /// edge wrapping around to the red left half.
    @Test func aShaderThatMovesTheReadsIsDrawnByTheBrowser() throws {
        let picture = try svg("""
            import SpriteKit
            class Shifted: SKScene {
                let sheet = SKSpriteNode()
                let shift = SKShader(source: "void main() { gl_FragColor = texture2D(u_texture, v_tex_coord + vec2(0.25, 0.25)); }")
                override func sceneDidLoad() { backgroundColor = .clear; scaleMode = .resizeFill; sheet.shader = shift; addChild(sheet) }
                override func didMove(to view: SKView) { sheet.position = CGPoint(x: frame.midX, y: frame.midY) }
            }
            struct ContentView: View {
                @State private var scene = Shifted()
                var body: some View {
                    let renderer = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 50, height: 100); Color.blue.frame(width: 50, height: 100) })
                    if let picture = renderer.uiImage { scene.sheet.texture = SKTexture(image: picture); scene.sheet.size = picture.size }
                    return SpriteView(scene: scene, options: [.allowsTransparency]).frame(width: 100, height: 100)
                }
            }
            """)
        #expect(picture.contains("<feDisplacementMap"))
        // The sprite is at (50, 50) 100×100 in the 200×200 proposal.
        let pixels = try Chromium.pixels(of: picture, at: [Point(62, 100), Point(90, 100), Point(140, 100)])
        #expect(isRed(pixels[0]), "x 12 reads x 37, red: \(pixels[0])")
        #expect(pixels[1].blue > 200 && pixels[1].red < 60, "x 40 reads x 65, blue: \(pixels[1])")
        #expect(isRed(pixels[2]), "x 90 reads x 115, which wraps to x 15, red: \(pixels[2])")
    }

    @Test func aScaleOfZeroIsRefused() throws {
        let r = try viewlab(["render", "-", "--format", "png", "--scale", "0", "-o", "/tmp/never-written.png"], stdin: "Color.red\n")
        #expect(r.status == 2)
        #expect(r.standardError == "error: --scale must be a number of pixels per point > 0, got 0\n")
        #expect(r.stdout.isEmpty)
        let zh = try viewlab(["render", "-", "--format", "png", "--scale", "-1", "--lang", "zh"], stdin: "Color.red\n")
        #expect(zh.status == 2)
        #expect(zh.standardError == "error: --scale 必须是 > 0 的数（每点多少像素），而不是 -1\n")
    }

    @Test func withoutRsvgConvertPNGSaysWhatToInstall() throws {
        let empty = try TimedProcess.temporaryFolder("empty-path")
        defer { try? FileManager.default.removeItem(at: empty) }
        let r = try viewlab(["render", "-", "--format", "png", "-o", empty.appendingPathComponent("x.png").path],
                            stdin: "Color.red\n", path: empty.path)
        #expect(r.status == 2)
        #expect(r.standardError.contains("rsvg-convert"))
        #expect(r.standardError.contains("sudo apt-get install librsvg2-bin"))
        #expect(!FileManager.default.fileExists(atPath: empty.appendingPathComponent("x.png").path))
    }

    @Test func theREPLRefusesToPrintAPNG() throws {
        // The REPL has no binary output: a PNG needs --output there.
        let r = try viewlab([], stdin: "Color.red\n:render --format png\n")
        #expect(r.standardError.contains("error: a PNG is binary, so it is not printed to a terminal; give --output FILE"))
    }
}
