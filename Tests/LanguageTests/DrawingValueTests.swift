import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// What the interpreter records for the drawing engine (issue 13): colours with their components,
/// the paints of shape styles and gradients, and how each shape is painted (`ShapeDrawing`), with
/// SwiftUI's type names unchanged.
struct DrawingValueTests {
    static let red = NamedColors.light["red"]!, blue = NamedColors.light["blue"]!, green = NamedColors.light["green"]!

    /// The shape an expression builds, through any modifiers wrapped around it.
    func shape(_ expression: String) throws -> ShapeValue? {
        guard case .shape(let s) = try root(expression) else { Issue.record("not a shape: \(expression)"); return nil }
        return s
    }

    func color(_ expression: String) throws -> ColorValue? {
        guard case .color(let c) = try root(expression) else { Issue.record("not a colour: \(expression)"); return nil }
        return c
    }

    @Test func aShapeAloneIsFilledWithTheForegroundStyle() throws {
        #expect(try shape("Circle()")?.drawing == ShapeDrawing())
        #expect(try shape("Circle()")?.drawing.mode == .fill(.foreground, evenOdd: false))
        #expect(try shape("Circle().fill()")?.drawing.mode == .fill(.foreground, evenOdd: false))
        #expect(try shape("Circle().fill(.foreground)")?.drawing.mode == .fill(.foreground, evenOdd: false))
    }

    @Test func fillTakesAColour() throws {
        let s = try shape("Circle().fill(.red)")
        #expect(s?.drawing.mode == .fill(.color(Self.red), evenOdd: false))
        #expect(s?.typeName == "_ShapeView<Circle, Color>")
        #expect(try shape("Rectangle().fill(Color.blue)")?.drawing.mode == .fill(.color(Self.blue), evenOdd: false))
        #expect(try shape("ContainerRelativeShape().fill(.blue)")?.drawing.mode == .fill(.color(Self.blue), evenOdd: false))
        #expect(try shape("Circle().fill(.red, style: FillStyle(eoFill: true))")?.drawing.mode == .fill(.color(Self.red), evenOdd: true))
        #expect(try shape("Circle().fill(.red, style: .init(eoFill: true))")?.drawing.mode == .fill(.color(Self.red), evenOdd: true))
        let custom = try shape("Circle().fill(Color(red: 1, green: 0.5, blue: 0))")
        #expect(custom?.drawing.mode == .fill(.color(RGBA(red: 1, green: 0.5, blue: 0)), evenOdd: false))
    }

    @Test func colourComponentsAreKeptWithTheirText() throws {
        let rgb = try color("Color(red: 1, green: 0.5, blue: 0)")
        #expect(rgb?.rgba == RGBA(red: 1, green: 0.5, blue: 0))
        #expect(rgb?.label == "Color(red: 1.0, green: 0.5, blue: 0.0)")
        #expect(try color("Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)")?.rgba == RGBA(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        let srgb = try color("Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.25)")
        #expect(srgb?.rgba == RGBA(red: 1, green: 0, blue: 0, opacity: 0.25))
        #expect(srgb?.label == "Color(.sRGB, red: 1.0, green: 0.0, blue: 0.0, opacity: 0.25)")
        #expect(try color("Color(white: 0.5, opacity: 0.8)")?.rgba == RGBA(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.8))
        let hsb = try color("Color(hue: 0, saturation: 1, brightness: 1)")
        #expect(hsb?.rgba == RGBA(red: 1, green: 0, blue: 0))
        #expect(hsb?.label == "Color(hue: 0.0, saturation: 1.0, brightness: 1.0)")
        let asset = try color("Color(\"brand\")")
        #expect(asset?.rgba == nil)
        #expect(asset?.label == "Color(\"brand\")")
        #expect(try color("Color.red")?.rgba == nil)
    }

    /// `Color.yellow.opacity(0.3)` is still a Color, named as before, with its opacity in its components.
    @Test func aColoursOpacityIsInItsComponents() throws {
        let yellow = try color("Color.yellow.opacity(0.3)")
        #expect(yellow?.rgba == NamedColors.light["yellow"]!.multiplyingOpacity(by: 0.3))
        #expect(yellow?.rgba?.opacity == 0.3)
        #expect(yellow?.label == "Color.yellow")
        #expect(try typeName("Color.yellow.opacity(0.3)") == "Color")
        #expect(try color("Color(red: 1, green: 0, blue: 0, opacity: 0.5).opacity(0.5)")?.rgba == RGBA(red: 1, green: 0, blue: 0, opacity: 0.25))
        #expect(try color("Color(\"brand\").opacity(0.5)")?.rgba == nil)
        let fill = try shape("Circle().fill(Color.red.opacity(0.5))")
        #expect(fill?.drawing.mode == .fill(.color(Self.red.multiplyingOpacity(by: 0.5)), evenOdd: false))
        #expect(fill?.typeName == "_ShapeView<Circle, Color>")
        // `.red.opacity(0.5)` is a Color too (it was read as an Animation before colours were drawn).
        let implicit = try shape("Circle().fill(.red.opacity(0.5))")
        #expect(implicit?.drawing.mode == .fill(.color(Self.red.multiplyingOpacity(by: 0.5)), evenOdd: false))
        #expect(implicit?.typeName == "_ShapeView<Circle, Color>")
    }

    @Test func strokesKeepTheirStyle() throws {
        let dashed = try shape("Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [5, 3]))")
        #expect(dashed?.drawing.mode == .stroke(.color(Self.blue), StrokeStyle(lineWidth: 4, dash: [5, 3])))
        #expect(dashed?.typeName == "_ShapeView<_StrokedShape<Circle>, Color>")
        #expect(try shape("Circle().stroke(.red, lineWidth: 3)")?.drawing.mode == .stroke(.color(Self.red), StrokeStyle(lineWidth: 3)))
        #expect(try shape("Circle().stroke(.red)")?.drawing.mode == .stroke(.color(Self.red), StrokeStyle()))
        #expect(try shape("Circle().stroke(.red, style: .init(lineWidth: 3, lineCap: .round))")?.drawing.mode
                == .stroke(.color(Self.red), StrokeStyle(lineWidth: 3, lineCap: .round)))
        let plain = try shape("Circle().stroke(lineWidth: 2)")
        #expect(plain?.drawing.mode == .stroke(.foreground, StrokeStyle(lineWidth: 2)))
        #expect(plain?.typeName == "_StrokedShape<Circle>")
        let full = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 1)
        #expect(try shape("Rectangle().stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 1))")?
            .drawing.mode == .stroke(.foreground, full))
        let border = try shape("Circle().strokeBorder(.green, lineWidth: 8)")
        #expect(border?.drawing.mode == .strokeBorder(.color(Self.green), StrokeStyle(lineWidth: 8)))
        #expect(border?.typeName == "_ShapeView<_StrokedShape<Circle._Inset>, Color>")
        #expect(try shape("Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4]))")?.drawing.mode
                == .strokeBorder(.foreground, StrokeStyle(lineWidth: 2, dash: [4])))
        #expect(run("print(StrokeStyle(lineWidth: 4, dash: [5, 3]).lineWidth)").output == "4.0\n")
    }

    @Test func trimAndInsetChangeTheOutline() throws {
        let trimmed = try shape("Circle().trim(from: 0, to: 0.5)")
        #expect(trimmed?.drawing.trim == 0...0.5)
        #expect(trimmed?.typeName == "_TrimmedShape<Circle>")
        let stroked = try shape("Circle().trim(from: 0.25, to: 1).stroke(.red, lineWidth: 2)")
        #expect(stroked?.drawing == ShapeDrawing(mode: .stroke(.color(Self.red), StrokeStyle(lineWidth: 2)), trim: 0.25...1))
        #expect(stroked?.typeName == "_ShapeView<_StrokedShape<_TrimmedShape<Circle>>, Color>")
        #expect(try shape("Circle().trim(from: 0.8, to: 0.2)")?.drawing.trim == 0.8...0.8)
        let inset = try shape("Circle().inset(by: 10)")
        #expect(inset?.drawing.inset == 10)
        #expect(inset?.typeName == "Circle._Inset")
        let insetBorder = try shape("RoundedRectangle(cornerRadius: 8).inset(by: 4).strokeBorder(.red, lineWidth: 2)")
        #expect(insetBorder?.drawing == ShapeDrawing(mode: .strokeBorder(.color(Self.red), StrokeStyle(lineWidth: 2)), inset: 4))
        #expect(insetBorder?.typeName == "_ShapeView<_StrokedShape<RoundedRectangle._Inset>, Color>")
        #expect(run("let v = Text(\"a\").trim(from: 0, to: 1)").error?.message == "value of type 'some View' has no member 'trim'")
        #expect(run("let v = Circle().inset(by: \"a\")").error?.message == "'inset' takes (by: CGFloat)")
    }

    @Test func gradientStopsAreSpreadEvenly() throws {
        let linear = try shape("LinearGradient(colors: [.red, .green, .blue], startPoint: .top, endPoint: .bottom)")
        let stops = [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.green, location: 0.5), GradientStop(color: Self.blue, location: 1)]
        #expect(linear?.drawing.mode == .fill(.linear(stops: stops, start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)), evenOdd: false))
        #expect(linear?.typeName == "LinearGradient")
        #expect(try typeName("LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)") == "LinearGradient")
        let viaGradient = try shape("LinearGradient(gradient: Gradient(colors: [.red, .green, .blue]), startPoint: .top, endPoint: .bottom)")
        #expect(viaGradient?.drawing == linear?.drawing)
        let viaInit = try shape("LinearGradient(gradient: .init(colors: [.red, .green, .blue]), startPoint: .top, endPoint: .bottom)")
        #expect(viaInit?.drawing == linear?.drawing)
        let withStops = try shape("LinearGradient(stops: [.init(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)], startPoint: .leading, endPoint: .trailing)")
        #expect(withStops?.drawing.mode == .fill(.linear(stops: [GradientStop(color: Self.red, location: 0.2), GradientStop(color: Self.blue, location: 0.9)],
                                                         start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5)), evenOdd: false))
        let gradientStops = try shape("LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.5)]), startPoint: .top, endPoint: .bottom)")
        #expect(gradientStops?.drawing.mode == .fill(.linear(stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 0.5)],
                                                             start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)), evenOdd: false))
    }

    @Test func radialAndAngularGradients() throws {
        let evenly = GradientStop.evenly([Self.red, Self.blue])
        #expect(try shape("RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 50)")?.drawing.mode
                == .fill(.radial(stops: evenly, center: .center, startRadius: 5, endRadius: 50), evenOdd: false))
        #expect(try shape("AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))")?.drawing.mode
                == .fill(.angular(stops: evenly, center: .center, startAngle: Angle(degrees: 0), endAngle: Angle(degrees: 180)), evenOdd: false))
        // With no angles (both zero), a full turn.
        #expect(try shape("AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .topLeading)")?.drawing.mode
                == .fill(.angular(stops: evenly, center: .topLeading, startAngle: Angle(radians: 0), endAngle: Angle(radians: 2 * .pi)), evenOdd: false))
        #expect(try shape("EllipticalGradient(colors: [.red, .blue])")?.drawing == ShapeDrawing())
    }

    @Test func shapesFilledWithGradients() throws {
        let linear = try shape("Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))")
        #expect(linear?.drawing.mode == .fill(.linear(stops: GradientStop.evenly([Self.red, Self.blue]), start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)),
                                              evenOdd: false))
        #expect(linear?.typeName == "_ShapeView<Circle, LinearGradient>")
        let standard = try shape("Rectangle().fill(.red.gradient)")
        #expect(standard?.drawing.mode == .fill(Paint.standardGradient(Self.red), evenOdd: false))
        #expect(standard?.typeName == "_ShapeView<Rectangle, AnyGradient>")
        #expect(try shape("Circle().fill(Color.blue.gradient)")?.drawing.mode == .fill(Paint.standardGradient(Self.blue), evenOdd: false))
        #expect(try shape("Circle().stroke(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 2)")?.drawing.mode
                == .stroke(.linear(stops: GradientStop.evenly([Self.red, Self.blue]), start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5)),
                           StrokeStyle(lineWidth: 2)))
    }

    @Test func roundedRectangleForms() throws {
        let sized = try shape("RoundedRectangle(cornerSize: CGSize(width: 10, height: 20))")
        guard case .roundedRectangleSize(let size)? = sized?.kind else { Issue.record("not a cornerSize rectangle"); return }
        #expect(size == Size(width: 10, height: 20))
        #expect(sized?.typeName == "RoundedRectangle")
        #expect(sized?.label == "RoundedRectangle(cornerSize: CGSize(width: 10, height: 20))")
        let uneven = try shape("UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .continuous)")
        guard case .unevenRoundedRectangle(let tl, let bl, let br, let tr)? = uneven?.kind else { Issue.record("not uneven"); return }
        #expect([tl, bl, br, tr] == [10, 0, 20, 0])
        #expect(uneven?.typeName == "UnevenRoundedRectangle")
        #expect(try typeName("UnevenRoundedRectangle(topLeadingRadius: 10).fill(.red)") == "_ShapeView<UnevenRoundedRectangle, Color>")
        #expect(run("let v = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 4))").error?.message
                == "viewlab does not support 'UnevenRoundedRectangle(cornerRadii:)' yet")
    }

    /// A border is a rectangle stroked inside the frame; a background colour and a shape filled
    /// behind a view carry their paint.
    @Test func bordersAndBackgroundsCarryTheirPaint() throws {
        guard case .modified(_, let border) = try root("Text(\"a\").border(.red, width: 2)"), case .overlay(.shape(let stroke), _) = border.kind else {
            Issue.record("no border"); return
        }
        #expect(stroke.drawing.mode == .strokeBorder(.color(Self.red), StrokeStyle(lineWidth: 2)))
        #expect(stroke.typeName == "_ShapeView<_StrokedShape<Rectangle._Inset>, Color>")
        guard case .modified(_, let background) = try root("Text(\"a\").background(Color.red.opacity(0.3))"),
              case .background(.color(let c), _) = background.kind else { Issue.record("no background"); return }
        #expect(c.rgba == Self.red.multiplyingOpacity(by: 0.3))
        #expect(background.typeName == "_BackgroundStyleModifier<Color>")
        guard case .modified(_, let inShape) = try root("Text(\"a\").background(.blue, in: Capsule())"),
              case .background(.shape(let capsule), _) = inShape.kind else { Issue.record("no background shape"); return }
        #expect(capsule.drawing.mode == .fill(.color(Self.blue), evenOdd: false))
        guard case .modified(_, let gradient) = try root("Text(\"a\").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"),
              case .background(.shape(let fill), _) = gradient.kind else { Issue.record("no gradient background"); return }
        #expect(fill.drawing.mode == .fill(.linear(stops: GradientStop.evenly([Self.red, Self.blue]), start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)),
                                           evenOdd: false))
    }
}
