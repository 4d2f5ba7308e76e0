import Foundation
import Testing

/// Effects found missing in real apps (issue 23, item 4) are drawn, not only named: each colour
/// filter becomes the SVG filter primitive with SwiftUI's meaning of its amount, and a 3D rotation
/// its projection.
struct DrawnEffectsCLITests {
    let cli = CLITests()

    func svg(_ modifier: String) throws -> String {
        let r = try cli.viewlab(["render", "-", "--format", "svg"],
                                stdin: "import SwiftUI\nColor.red.frame(width: 40, height: 40).\(modifier)\n")
        #expect(r.code == 0 && r.stderr == "")
        return r.stdout
    }

    @Test func eachFilterIsItsPrimitive() throws {
        // grayscale(0.75) keeps a quarter of the saturation.
        #expect(try svg("grayscale(0.75)").contains("<feColorMatrix in=\"SourceGraphic\" type=\"saturate\" values=\"0.25\""))
        #expect(try svg("saturation(2)").contains("type=\"saturate\" values=\"2\""))
        #expect(try svg("hueRotation(.degrees(90))").contains("type=\"hueRotate\" values=\"90\""))
        // colorInvert: 1 − c; contrast(2): 2c − 0.5, about mid-grey; brightness(0.25): c + 0.25.
        #expect(try svg("colorInvert()").contains("<feFuncR type=\"linear\" slope=\"-1\" intercept=\"1\"/>"))
        #expect(try svg("contrast(2)").contains("<feFuncG type=\"linear\" slope=\"2\" intercept=\"-0.5\"/>"))
        #expect(try svg("brightness(0.25)").contains("<feFuncB type=\"linear\" slope=\"1\" intercept=\"0.25\"/>"))
        // colorMultiply(.blue): each channel times systemBlue's (0, 122, 255), 122/255 written to two places.
        #expect(try svg("colorMultiply(.blue)").contains("values=\"0 0 0 0 0 0 0.48 0 0 0 0 0 1 0 0 0 0 0 1 0\""))
    }

    /// Turned 60° about the y axis, a 100-point-wide view is seen 50 points wide (cos 60°), about its
    /// centre; its layout does not change.
    @Test func aRotationIn3DIsDrawnAsItsProjection() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: "import SwiftUI\nRectangle().frame(width: 100, height: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))\n")
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("(110, 210)  100×60  drawn (135, 210) 50×60"))
    }

    /// `visualEffect` reads where the view is: three 50-point rows offset by a tenth of their
    /// window y (165, 215, 265) are drawn 16.5, 21.5 and 26.5 points right; their layout stays.
    @Test func aVisualEffectMovesTheDrawingByTheViewsGeometry() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            import SwiftUI
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in
                    Color.blue.frame(width: 100, height: 50)
                        .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY / 10) }
                }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        let lines = Self.collapsed(r.stdout)
        for (y, x) in [(165, "126.5"), (215, "131.5"), (265, "136.5")] {
            #expect(lines.contains("visualEffect (110, \(y)) 100×50 drawn (\(x), \(y)) 100×50"), "\(r.stdout)")
        }
    }

    /// `containerRelativeFrame` sizes from the nearest container: half the 320-point window; in a
    /// horizontal ScrollView, one of three columns with 10 points between, (320 − 2·10) ÷ 3 = 100.
    @Test func aContainerRelativeFrameTakesItsShareOfTheContainer() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            import SwiftUI
            VStack {
                Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 20)
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<4) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
                    }
                }
                .frame(height: 50)
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        let lines = Self.collapsed(r.stdout)
        #expect(lines.contains("containerRelativeFrame(.horizontal) (80, 201) 160×20"), "\(r.stdout)")
        #expect(lines.contains("containerRelativeFrame(.horizontal, count: 3, spacing: 10) (110, 229) 100×50"), "\(r.stdout)")
    }

    /// The layout's lines with the tree drawing dropped and the column padding collapsed to one space.
    static func collapsed(_ layout: String) -> [String] {
        layout.split(separator: "\n").map { line in
            line.drop { "│├└─ ".contains($0) }.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
    }
}
