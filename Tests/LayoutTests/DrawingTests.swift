import Foundation
import Testing
import ViewlabDrawing
import ViewlabLayout
import ViewlabModel
@testable import ViewlabPresentation

/// The drawing engine (issue 13): shapes drawn as their outlines with their paints, effects where
/// SwiftUI draws them, checked by sampling the display list as a person would look at it.
struct DrawingTests {
    let red = NamedColors.light["red"]!, white = RGBA(255, 255, 255)

    func draw(_ view: ViewValue, _ width: Double = 200, _ height: Double = 200) throws -> (DisplayList, LayoutResult) {
        let result = try lay(view, width, height)
        return (try DisplayListBuilder.build(result), result)
    }

    func filled(_ kind: ShapeKind, _ paint: Paint) -> ViewValue {
        var s = ShapeValue(kind: kind, label: "\(kind.typeName)()")
        s.drawing = ShapeDrawing(mode: .fill(paint, evenOdd: false))
        return .shape(s)
    }

    func effect(_ view: ViewValue, _ effect: DrawingEffect, _ name: String) -> ViewValue {
        var m = Modifier(kind: .inert, typeName: "_\(name)", name: name)
        m.drawingEffect = effect
        return .modified(view, m)
    }

    @Test func aRedCircleIsRedInsideAndNotInItsFramesCorner() throws {
        let (list, _) = try draw(filled(.circle, .color(red)).frame(width: 100, height: 100))
        let sampler = Sampler(list)
        // The frame is centred in 200×200: (50, 50) to (150, 150).
        #expect(sampler.color(at: Point(x: 100, y: 100)) == red)
        #expect(sampler.color(at: Point(x: 52, y: 52)) == white)
        #expect(sampler.color(at: Point(x: 100, y: 51)) == red)
    }

    @Test func aShapeWithoutPaintIsDrawnInTheForegroundStyle() throws {
        let (list, _) = try draw(circle().frame(width: 100, height: 100))
        #expect(Sampler(list).color(at: Point(x: 100, y: 100)) == NamedColors.light["primary"]!)
    }

    @Test func halfOpacityBlendsWithTheScreen() throws {
        var c = ColorValue("blue")
        c.rgba = NamedColors.light["blue"]!.multiplyingOpacity(by: 0.5)
        let (list, _) = try draw(ViewValue.color(c))
        let sampled = Sampler(list).color(at: Point(x: 100, y: 100))
        // #007AFF at 50% over white: (127.5, 188.5, 255).
        #expect(abs(sampled.red * 255 - 127.5) < 0.5 && abs(sampled.green * 255 - 188.5) < 0.5 && sampled.blue == 1)
    }

    @Test func anOpacityEffectFadesTheWholeSubtree() throws {
        let (list, _) = try draw(effect(filled(.rectangle, .color(red)), .opacity(0.5), "opacity"))
        let sampled = Sampler(list).color(at: Point(x: 100, y: 100))
        #expect(abs(sampled.red - 1) < 0.01 && abs(sampled.green - (1 + 59.0 / 255) / 2) < 0.01)
    }

    /// Pro SwiftUI G34: `offset(x: 200)` then `rotationEffect(90°)` is drawn at the original centre
    /// + (0, 200): the rotation turns the offset view about the layout frame's centre (3518–3519).
    @Test func anOffsetThenARotationOrbitsTheFrame() throws {
        let view = filled(.rectangle, .color(red)).frame(width: 20, height: 20).offset(x: 200).rotationEffect(degrees: 90)
        let (list, _) = try draw(view, 600, 600)
        let sampler = Sampler(list)
        #expect(sampler.color(at: Point(x: 300, y: 500)) == red)
        #expect(sampler.color(at: Point(x: 500, y: 300)) == white)
        #expect(sampler.color(at: Point(x: 300, y: 300)) == white)
    }

    @Test func aRotatedRectangleCoversTheRotatedPoints() throws {
        let view = filled(.rectangle, .color(NamedColors.light["green"]!)).frame(width: 100, height: 20).rotationEffect(degrees: 90)
        let sampler = Sampler(try draw(view).0)
        #expect(sampler.color(at: Point(x: 100, y: 140)) == NamedColors.light["green"]!)
        #expect(sampler.color(at: Point(x: 140, y: 100)) == white)
    }

    @Test func aClipShapeKeepsOnlyWhatIsInside() throws {
        let clipped = effect(filled(.rectangle, .color(red)).frame(width: 100, height: 100),
                             .clip(ShapeValue(kind: .circle, label: "Circle()")), "clipShape")
        let sampler = Sampler(try draw(clipped).0)
        #expect(sampler.color(at: Point(x: 100, y: 100)) == red)
        #expect(sampler.color(at: Point(x: 53, y: 53)) == white)
    }

    @Test func aStrokeBorderStaysInsideTheFrameAndAStrokeStraddlesIt() throws {
        func stroked(_ border: Bool) -> ViewValue {
            var s = ShapeValue(kind: .rectangle, label: "Rectangle()")
            let style = StrokeStyle(lineWidth: 10)
            s.drawing = ShapeDrawing(mode: border ? .strokeBorder(.color(red), style) : .stroke(.color(red), style))
            return ViewValue.shape(s).frame(width: 100, height: 100)
        }
        let border = Sampler(try draw(stroked(true)).0), stroke = Sampler(try draw(stroked(false)).0)
        // The frame's left edge is x = 50.
        #expect(border.color(at: Point(x: 58, y: 100)) == red && border.color(at: Point(x: 47, y: 100)) == white)
        #expect(stroke.color(at: Point(x: 47, y: 100)) == red && stroke.color(at: Point(x: 58, y: 100)) == white)
        #expect(border.color(at: Point(x: 100, y: 100)) == white)
    }

    @Test func trimKeepsAFractionOfTheOutline() throws {
        var circle = PathValue()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let half = PathFlattening.trimmed(circle, from: 0, to: 0.5)
        // The circle starts at 3 o'clock and turns clockwise on screen: half of it ends at 9 o'clock, through 6.
        #expect(PathFlattening.distance(half, Point(x: 50, y: 100)) < 0.05)
        #expect(PathFlattening.distance(half, Point(x: 50, y: 0)) > 49)
        let end = half.currentPoint!
        #expect(abs(end.x - 0) < 0.1 && abs(end.y - 50) < 0.1)
    }

    /// Path's `addArc(…clockwise: false)` turns clockwise on screen (y points down).
    @Test func anArcNotClockwiseTurnsClockwiseOnScreen() {
        var p = PathValue()
        p.addArc(center: Point(x: 50, y: 50), radius: 50, startAngle: Angle(degrees: 0), endAngle: Angle(degrees: 90), clockwise: false)
        #expect(p.elements.first == .move(to: Point(x: 100, y: 50)))
        let end = p.currentPoint!
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 100) < 1e-9)
    }

    @Test func aLinearGradientRunsBetweenItsUnitPoints() throws {
        let paint = Paint.linear(stops: GradientStop.evenly([RGBA(255, 0, 0), RGBA(0, 0, 255)]), start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1))
        let sampler = Sampler(try draw(filled(.rectangle, paint).frame(width: 100, height: 100)).0)
        let top = sampler.color(at: Point(x: 100, y: 50.5)), middle = sampler.color(at: Point(x: 100, y: 100))
        #expect(top.red > 0.98 && top.blue < 0.02)
        #expect(abs(middle.red - 0.5) < 0.01 && abs(middle.blue - 0.5) < 0.01)
    }

    @Test func zIndexPutsAViewInFront() throws {
        let behind = effect(filled(.rectangle, .color(red)).frame(width: 50, height: 50), .zIndex(1), "zIndex")
        let front = filled(.rectangle, .color(NamedColors.light["blue"]!)).frame(width: 50, height: 50)
        let sampler = Sampler(try draw(zStack(behind, front)).0)
        #expect(sampler.color(at: Point(x: 100, y: 100)) == red)
    }

    @Test func aBackgroundIsDrawnBehindAndAnOverlayInFront() throws {
        let view = filled(.rectangle, .color(red)).frame(width: 50, height: 50)
            .background(filled(.rectangle, .color(NamedColors.light["blue"]!)).frame(width: 100, height: 100))
            .overlay(filled(.circle, .color(NamedColors.light["green"]!)).frame(width: 10, height: 10))
        let sampler = Sampler(try draw(view).0)
        #expect(sampler.color(at: Point(x: 100, y: 100)) == NamedColors.light["green"]!)
        #expect(sampler.color(at: Point(x: 110, y: 110)) == red)
        #expect(sampler.color(at: Point(x: 140, y: 140)) == NamedColors.light["blue"]!)
    }

    /// Each text line is drawn where layout broke it, its glyphs fitted to the measured width.
    @Test func wrappedTextIsDrawnLineByLineInItsFrame() throws {
        let (list, result) = try draw(text("Hello, World!").frame(width: 50), 200, 200)
        guard case .text(let run)? = list.items.first(where: { if case .text = $0 { true } else { false } }) else {
            Issue.record("no text drawn"); return
        }
        #expect(run.lines.map(\.text) == ["Hello,", "World!"])
        let frame = result.nodes.first { $0.kind == "Text" }!.frame
        for line in run.lines { #expect(line.origin.x >= frame.minX && line.origin.x + line.width <= frame.maxX + 0.01) }
        #expect(run.lines[1].origin.y - run.lines[0].origin.y == 17)
        let svg = DrawingSVG().svg(list, result)
        #expect(svg.contains("data-width=\"36\">Hello,</text>"))
    }

    @Test func aBlurIsAGaussianFilterOnItsGroup() throws {
        let (list, result) = try draw(effect(filled(.circle, .color(red)).frame(width: 100, height: 100), .blur(radius: 30), "blur"))
        let svg = DrawingSVG().svg(list, result)
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"15\"/>"))
        #expect(svg.contains("<g filter=\"url(#blur1)\">"))
        #expect(list.approximations.contains("blur: a Gaussian blur with standard deviation radius/2"))
    }

    /// `.mask { view }`: the drawing shows where the mask view is drawn, by its alpha.
    @Test func aMaskViewLetsTheDrawingThroughWhereItIsDrawn() throws {
        let maskView = ViewValue.color(ColorValue("black")).frame(width: 50, height: 100, alignment: .center)
            .frame(width: 100, height: 100, alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
        let masked = effect(filled(.rectangle, .color(red)).frame(width: 100, height: 100), .mask(maskView), "mask")
        let sampler = Sampler(try draw(masked).0)
        // The frame is (50, 50)–(150, 150); the mask covers its left half.
        #expect(sampler.color(at: Point(x: 75, y: 100)) == red)
        #expect(sampler.color(at: Point(x: 125, y: 100)) == white)
    }

    /// A Canvas's filters: the last added applies first (the metaballs' blur, then the threshold, D10).
    @Test func canvasFiltersAreDrawnLastAddedFirst() throws {
        var canvas = ShapeValue(kind: .custom(name: "Canvas", sizeThatFits: nil), typeName: "Canvas<EmptyView>", label: "Canvas")
        canvas.canvas = { _ in
            var circle = PathValue()
            circle.addEllipse(in: Rect(x: 10, y: 10, width: 40, height: 40))
            let state = CanvasState(filters: [.alphaThreshold(min: 0.5, max: 1, color: RGBA(255, 255, 255)), .blur(radius: 12)])
            return [.layer([.fill(circle, .color(.black), evenOdd: false, state: CanvasState())], state: state)]
        }
        let (list, result) = try draw(ViewValue.shape(canvas).frame(width: 100, height: 100))
        let svg = DrawingSVG().svg(list, result)
        let blur = try #require(svg.range(of: "<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"6\"")), threshold = try #require(svg.range(of: "<feComponentTransfer in=\"f1\""))
        #expect(blur.lowerBound < threshold.lowerBound)
        #expect(svg.contains("<feFlood flood-color=\"#ffffff\""))
    }

    /// The sampler follows the dash pattern and the caps: a gap of a dashed border is white, a butt
    /// end stops at the end of the line.
    @Test func strokesHaveDashesAndCaps() throws {
        var border = ShapeValue(kind: .rectangle, label: "Rectangle()")
        border.drawing = ShapeDrawing(mode: .strokeBorder(.color(red), StrokeStyle(lineWidth: 6, dash: [10, 10])))
        let dashed = Sampler(try draw(ViewValue.shape(border).frame(width: 100, height: 100)).0)
        // The top edge runs from x = 50 along y = 53: on for 10 points, off for 10.
        #expect(dashed.color(at: Point(x: 55, y: 53)) == red)
        #expect(dashed.color(at: Point(x: 65, y: 53)) == white)
        var ring = ShapeValue(kind: .circle, label: "Circle()")
        ring.drawing = ShapeDrawing(mode: .stroke(.color(red), StrokeStyle(lineWidth: 12)), trim: 0...0.25)
        let quarter = Sampler(try draw(ViewValue.shape(ring).frame(width: 100, height: 100)).0)
        // The quarter ends at 6 o'clock (100, 150); a butt end stops there.
        #expect(quarter.color(at: Point(x: 102, y: 150)) == red)
        #expect(quarter.color(at: Point(x: 96, y: 150)) == white)
    }

    /// `.opacity` on a container fades each view, so overlaps show; on a compositing group it fades
    /// the composite (Apple's documentation of `compositingGroup()`).
    @Test func opacityFadesEachViewUnlessTheyAreComposited() throws {
        let blue = NamedColors.light["blue"]!
        let pair = zStack(filled(.rectangle, .color(red)).frame(width: 60, height: 60),
                          filled(.rectangle, .color(blue)).frame(width: 60, height: 60))
        let each = Sampler(try draw(effect(pair, .opacity(0.5), "opacity")).0).color(at: Point(x: 100, y: 100))
        let composited = Sampler(try draw(effect(effect(pair, .compositingGroup(drawingGroup: false), "compositingGroup"), .opacity(0.5), "opacity")).0)
            .color(at: Point(x: 100, y: 100))
        // Composited: blue at half over white (blue channel 1). Each: blue at half over red at half
        // over white, so red's low blue shows through (0.8).
        #expect(abs(composited.blue - 1) < 0.01 && abs(composited.red - 0.5) < 0.01)
        #expect(abs(each.blue - 0.797) < 0.01)
    }
}
