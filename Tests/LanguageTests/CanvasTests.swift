import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// `Canvas` and its `GraphicsContext` interpreted, and `TimelineView` at a chosen time (issue 13,
/// item 2; spec pro-swiftui-4-6.md §2.6 D1–D12, G26–G30): what a canvas's closure records when the
/// picture is drawn.
struct CanvasTests {
    static let red = NamedColors.light["red"]!, blue = NamedColors.light["blue"]!

    /// The first Canvas in a view, through containers, modifiers and custom views.
    func canvas(in view: ViewValue) -> ShapeValue? {
        switch view {
        case .shape(let s) where s.canvas != nil: return s
        case .container(let c): return canvas(in: c.content)
        case .modified(let v, _), .anyView(let v), .identified(let v, _, _): return canvas(in: v)
        case .custom(let c): return canvas(in: c.body)
        case .tuple(let items): return items.lazy.compactMap(canvas).first
        default: return nil
        }
    }

    /// What the root view's canvas draws in a 200×100 canvas, and what the program printed.
    func drawn(_ source: String, size: Size = Size(width: 200, height: 100), atSeconds seconds: Double? = nil) throws
        -> (commands: [CanvasCommand], printed: String) {
        var printed = ""
        let session = Session(output: { printed += $0 })
        try session.run(source, fileName: "test.swift")
        var view = try session.rootView()
        if let seconds { view = try session.view(view, atSeconds: seconds) }
        let shape = try #require(canvas(in: view))
        printed = ""
        return (try shape.canvas!(size), printed)
    }

    func canvasProgram(_ body: String) -> String {
        "struct ContentView: View {\n var body: some View {\n Canvas { context, size in\n\(body)\n }\n }\n}"
    }

    /// A canvas drawn after its session is freed (the CLI may draw a view after the run) draws
    /// nothing: its closure reaches the interpreter through a handle the interpreter clears.
    @Test func aCanvasOutlivingItsSessionDrawsNothing() throws {
        var shape: ShapeValue?
        var printed = ""
        do {
            let session = Session(output: { printed += $0 })
            try session.run(canvasProgram("print(\"drawn\")\ncontext.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))"),
                            fileName: "test.swift")
            shape = canvas(in: try session.rootView())
            #expect(try shape?.canvas?(Size(width: 10, height: 10)).isEmpty == false)
        }
        #expect(try shape?.canvas?(Size(width: 10, height: 10)).isEmpty == true)
        #expect(printed == "drawn\n")
    }

    @Test func aCanvasIsAShapeViewThatFillsItsProposal() throws {
        let view = try root("Canvas { context, size in }")
        guard case .shape(let s) = view else { Issue.record("not a shape"); return }
        #expect(s.typeName == "Canvas<EmptyView>")
        if case .custom("Canvas", nil) = s.kind {} else { Issue.record("\(s.kind)") }
        #expect(try typeName("Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: false) { context, size in }") == "Canvas<EmptyView>")
        #expect(try typeName("Canvas { context, size in } symbols: { Circle().tag(1) }")
            == "Canvas<ModifiedContent<Circle, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
    }

    /// The closure runs when the picture is drawn, each time, not when the view is built.
    @Test func theClosureRunsWhenDrawn() throws {
        var printed = ""
        let session = Session(output: { printed += $0 })
        try session.run(canvasProgram("print(\"drawn\", size.width, size.height)"), fileName: "test.swift")
        let shape = try #require(canvas(in: try session.rootView()))
        #expect(printed == "")
        _ = try shape.canvas!(Size(width: 120, height: 80))
        _ = try shape.canvas!(Size(width: 120, height: 80))
        #expect(printed == "drawn 120.0 80.0\ndrawn 120.0 80.0\n")
    }

    /// Fill a circle red at 50% opacity, stroke a dashed line, draw text at a point, rotate and
    /// translate, clip, and draw a layer: each command with the state at the time.
    @Test func theContextRecordsWhatItDraws() throws {
        let (commands, _) = try drawn(canvasProgram("""
            context.opacity = 0.5
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
            context.opacity = 1
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 200, y: 50))
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
            context.draw(Text("Hi").font(.title).foregroundColor(.red), at: CGPoint(x: 100, y: 20))
            context.draw(Text("Top"), in: CGRect(x: 5, y: 60, width: 100, height: 20))
            context.translateBy(x: 50, y: 0)
            context.rotate(by: .degrees(90))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
            }
            """))
        #expect(commands.count == 5)
        guard commands.count == 5 else { return }
        guard case .fill(let circle, .color(Self.red), false, let state) = commands[0] else { Issue.record("\(commands[0])"); return }
        #expect(round(circle.boundingRect) == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(state == CanvasState(opacity: 0.5))
        guard case .stroke(let path, .color(Self.blue), let style, let lineState) = commands[1] else { Issue.record("\(commands[1])"); return }
        #expect(path.elements == [.move(to: Point(x: 0, y: 50)), .line(to: Point(x: 200, y: 50))])
        #expect(style.lineWidth == 3 && style.dash == [5, 3])
        #expect(lineState == CanvasState())
        guard case .text("Hi", let at, let anchor, 28, Self.red?, _) = commands[2] else { Issue.record("\(commands[2])"); return }
        #expect(at == Point(x: 100, y: 20) && anchor == .center)
        guard case .text("Top", let origin, let topLeading, 17, nil, _) = commands[3] else { Issue.record("\(commands[3])"); return }
        #expect(origin == Point(x: 5, y: 60) && topLeading == .topLeading)
        guard case .layer(let inner, let layerState) = commands[4] else { Issue.record("\(commands[4])"); return }
        // Translate then rotate: a point (x, y) of the context is (50 − y, x) on the canvas.
        let turned = ViewTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 0)
        #expect(isClose(layerState.transform, turned))
        // The clip is kept in canvas coordinates: the 10×20 rectangle turned a quarter, at x 30…50.
        #expect(layerState.clips.count == 1)
        #expect(layerState.clips.first.map { round($0.boundingRect) } == Rect(x: 30, y: 0, width: 20, height: 10))
        // The layer's own context starts with the transform, and none of the rest.
        guard inner.count == 1, case .fill(_, .color(Self.blue), false, let innerState) = inner[0] else { Issue.record("\(inner)"); return }
        #expect(isClose(innerState.transform, turned) && innerState.clips.isEmpty && innerState.opacity == 1)
    }

    /// A copy of the context has its own state: `var inner = context; inner.opacity = 0.25`
    /// leaves `context` as it was, and both draw into the same canvas.
    @Test func aCopiedContextsStateDoesNotLeak() throws {
        let (commands, printed) = try drawn(canvasProgram("""
            var inner = context
            inner.opacity = 0.25
            inner.blendMode = .plusLighter
            inner.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            print(context.opacity, context.blendMode, inner.opacity, inner.blendMode)
            """))
        #expect(printed == "1.0 .normal 0.25 .plusLighter\n")
        let states = commands.compactMap { c -> CanvasState? in if case .fill(_, _, _, let s) = c { s } else { nil } }
        #expect(states == [CanvasState(opacity: 0.25, blendMode: "plusLighter"), CanvasState()])
    }

    /// `resolve(_:)` gives a ResolvedText or ResolvedImage that draws as the Text or Image.
    @Test func resolvedTextAndImagesDrawAsTheyAre() throws {
        let (commands, printed) = try drawn(canvasProgram("""
            let label = context.resolve(Text("Hi").foregroundColor(.red))
            print(type(of: label), type(of: context.resolve(Image("logo"))))
            context.draw(label, in: CGRect(x: 1, y: 2, width: 30, height: 20))
            context.draw(context.resolve(Image("logo")), at: CGPoint(x: 50, y: 50))
            """))
        #expect(printed == "GraphicsContext.ResolvedText GraphicsContext.ResolvedImage\n")
        guard commands.count == 2, case .text("Hi", Point(x: 1, y: 2), .topLeading, 17, Self.red?, _) = commands[0],
              case .image("logo", let rect, _) = commands[1] else { Issue.record("\(commands)"); return }
        #expect(rect == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func filtersAreRecordedByName() throws {
        let (commands, _) = try drawn(canvasProgram("""
            context.addFilter(.alphaThreshold(min: 0.5, color: .white))
            context.addFilter(.blur(radius: 10))
            context.addFilter(.shadow(color: .black, radius: 4))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            """))
        guard case .fill(_, _, _, let state)? = commands.first else { Issue.record("\(commands)"); return }
        #expect(state.filters == [.alphaThreshold(min: 0.5, max: 1, color: RGBA(255, 255, 255)), .blur(radius: 10), .other("shadow(color: .black, radius: 4)")])
    }

    /// Gradient shadings are placed in the canvas's points: the engine's paint box for canvas
    /// commands is the unit square, so a point (x, y) is the unit point (x, y).
    @Test func gradientShadingsUseCanvasPoints() throws {
        let (commands, _) = try drawn(canvasProgram("""
            let box = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.fill(box, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            context.fill(box, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
            context.fill(box, with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 50)))
            context.fill(box, with: .color(red: 1, green: 0, blue: 0), style: FillStyle(eoFill: true))
            """))
        let paints = commands.compactMap { c -> Paint? in if case .fill(_, let p, _, _) = c { p } else { nil } }
        let stops = GradientStop.evenly([Self.red, Self.blue])
        #expect(paints.count == 4)
        #expect(paints.first == .linear(stops: stops, start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 100, y: 0)))
        #expect(paints.dropFirst().first == .radial(stops: stops, center: UnitPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
        if case .angular(_, UnitPoint(x: 50, y: 50), let a0, let a1)? = paints.dropFirst(2).first {
            #expect(a0.radians == 0 && abs(a1.radians - 2 * .pi) < 1e-9)
        } else { Issue.record("\(paints)") }
        if case .fill(_, .color(let c), true, _)? = commands.last { #expect(c == RGBA(red: 1, green: 0, blue: 0)) } else { Issue.record("\(commands)") }
    }

    @Test func theTransformIsACGAffineTransform() throws {
        let (commands, printed) = try drawn(canvasProgram("""
            context.concatenate(CGAffineTransform(scaleX: 2, y: 3))
            print(context.transform.a, context.transform.d)
            context.transform = CGAffineTransform(translationX: 5, y: 6)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            """))
        #expect(printed == "2.0 3.0\n")
        guard case .fill(_, _, _, let state)? = commands.first else { Issue.record("\(commands)"); return }
        #expect(state.transform == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
    }

    /// `drawLayer` with nothing else is drawn as what it holds (G29, L3239–3240): the layer holds
    /// the same commands as drawing them directly.
    @Test func aLayerWithoutFiltersHoldsTheSameDrawing() throws {
        let fill = "ctx.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32)), with: .color(.red))"
        let (direct, _) = try drawn(canvasProgram("var ctx = context\n" + fill))
        let (layered, _) = try drawn(canvasProgram("context.drawLayer { ctx in\n\(fill)\n}"))
        guard case .layer(let inner, let state)? = layered.first else { Issue.record("\(layered)"); return }
        #expect(state == CanvasState())
        #expect("\(inner)" == "\(direct)")
    }

    /// Symbols by their `.tag` or their ForEach id, drawn at a point by their anchor in the size
    /// their frame gives (else 10×10, a shape's ideal size).
    @Test func symbolsAreResolvedAndDrawn() throws {
        let source = """
            struct ContentView: View {
                let ids = [7, 8]
                var body: some View {
                    Canvas { context, size in
                        print(context.resolveSymbol(id: 9) == nil)
                        if let dot = context.resolveSymbol(id: 7) { context.draw(dot, at: CGPoint(x: 50, y: 50)) }
                        if let small = context.resolveSymbol(id: 8) { context.draw(small, at: CGPoint(x: 0, y: 0), anchor: .topLeading) }
                        if let label = context.resolveSymbol(id: "label") { context.draw(label, at: CGPoint(x: 20, y: 30)) }
                    } symbols: {
                        ForEach(ids, id: \\.self) { id in
                            if id == 7 {
                                Circle().fill(.red).frame(width: 20, height: 20)
                            } else {
                                Rectangle()
                            }
                        }
                        Text("A").foregroundColor(.blue).tag("label")
                    }
                }
            }
            """
        let (commands, printed) = try drawn(source)
        #expect(printed == "true\n")
        guard commands.count == 3 else { Issue.record("\(commands)"); return }
        if case .fill(let dot, .color(Self.red), false, _) = commands[0] {
            #expect(dot.boundingRect == Rect(x: 40, y: 40, width: 20, height: 20))
        } else { Issue.record("\(commands[0])") }
        if case .fill(let square, .foreground, false, _) = commands[1] {
            #expect(square.boundingRect == Rect(x: 0, y: 0, width: 10, height: 10))
        } else { Issue.record("\(commands[1])") }
        if case .text("A", let at, .center, 17, Self.blue?, _) = commands[2] { #expect(at == Point(x: 20, y: 30)) } else { Issue.record("\(commands[2])") }
    }

    /// G26 (L3117–3120): with deathDate 3.5 and now 3.0, the particle is drawn at opacity 0.5 — a
    /// TimelineView drawn 3 seconds after the start, a particle that dies 3.5 seconds after it.
    @Test func opacityIsDeathDateMinusNow() throws {
        let source = """
            struct ContentView: View {
                let deathDate = Date.now.timeIntervalSinceReferenceDate + 3.5
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Canvas { ctx, size in
                            ctx.opacity = deathDate - timeline.date.timeIntervalSinceReferenceDate
                            ctx.fill(Circle().path(in: CGRect(x: 0, y: 0, width: 32, height: 32)), with: .color(.blue))
                        }
                    }
                }
            }
            """
        let (commands, _) = try drawn(source, atSeconds: 3)
        guard case .fill(_, _, _, let state)? = commands.first else { Issue.record("\(commands)"); return }
        #expect(state.opacity == 0.5)
    }

    /// `render --at SECONDS`: the TimelineView's content (and the canvas it builds) sees the
    /// session's start plus that many seconds, as `timeline.date` and as `Date.now`.
    @Test func aTimelineViewsDateAdvancesWithTheTimeItIsDrawnAt() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Text("\\(timeline.date.timeIntervalSince1970 - 1695030060) \\(Date.now.timeIntervalSince(timeline.date)) \\(timeline.cadence == .live)")
                    }
                }
            }
            """
        let session = Session(output: { _ in })
        try session.run(source, fileName: "test.swift")
        let first = try session.rootView()
        #expect(first.texts == ["0.0 0.0 true"])
        #expect(try session.view(first, atSeconds: 0.5).texts == ["0.5 0.0 true"])
        #expect(try session.view(first, atSeconds: 2).texts == ["2.0 0.0 true"])
        // Outside the TimelineView the clock stays at the start.
        #expect(run("print(Date.now.timeIntervalSinceReferenceDate)").output == "716722860.0\n")
    }

    @Test(arguments: [
        (".animation(minimumInterval: 0.25, paused: false)", 1.1, "1.0"),
        (".animation(minimumInterval: nil, paused: true)", 1.1, "0.0"),
        (".periodic(from: .now, by: 0.5)", 1.2, "1.0"),
        (".everyMinute", 130, "120.0"),
        (".explicit([Date.now.addingTimeInterval(1), Date.now.addingTimeInterval(5)])", 3, "1.0"),
    ])
    func schedulesGiveTheirLatestEntry(_ schedule: String, _ seconds: Double, _ shown: String) throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    TimelineView(\(schedule)) { timeline in
                        Text("\\(timeline.date.timeIntervalSinceReferenceDate - 716722860)")
                    }
                }
            }
            """
        let session = Session(output: { _ in })
        try session.run(source, fileName: "test.swift")
        #expect(try session.view(try session.rootView(), atSeconds: seconds).texts == [shown])
    }

    @Test func timelineViewTypeNames() throws {
        #expect(try typeName("TimelineView(.animation) { timeline in Text(\"a\") }") == "TimelineView<AnimationTimelineSchedule, Text>")
        #expect(try typeName("TimelineView(.periodic(from: .now, by: 1)) { _ in Canvas { c, s in } }")
            == "TimelineView<PeriodicTimelineSchedule, Canvas<EmptyView>>")
        #expect(try typeName("TimelineView(.everyMinute) { _ in EmptyView() }") == "TimelineView<EveryMinuteTimelineSchedule, EmptyView>")
        #expect(try typeName("TimelineView(.explicit([Date.now])) { _ in EmptyView() }") == "TimelineView<ExplicitTimelineSchedule<Array<Date>>, EmptyView>")
    }

    /// SwiftUI redraws at each entry of the schedule: a canvas drawn 0.5 s on has first drawn the
    /// frames before (60 a second), so a particle system that adds one per frame has 31.
    @Test func earlierFramesAreReplayed() throws {
        let source = """
            class Counter { var frames: [Double] = [] }
            struct ContentView: View {
                @State private var counter = Counter()
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Canvas { ctx, size in
                            counter.frames.append(Date.now.timeIntervalSinceReferenceDate - 716722860)
                            print(counter.frames.count, size.width)
                        }
                    }
                }
            }
            """
        let (_, printed) = try drawn(source, atSeconds: 0.5)
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 31)
        #expect(lines.last == "31 200.0")
    }

    @Test func aLayerClipOfOpaqueFillsClipsToTheirUnion() throws {
        let (commands, _) = try drawn(canvasProgram("""
            context.translateBy(x: 10, y: 0)
            context.clipToLayer { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
                mask.fill(Path(CGRect(x: 20, y: 0, width: 5, height: 5)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 5, y: 0)))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 10)), with: .color(.red))
            """))
        guard commands.count == 1, case .fill(_, _, false, let state) = commands[0] else { Issue.record("\(commands)"); return }
        // One clip: both squares, in canvas coordinates (moved 10 to the right), and nothing drawn for the mask.
        #expect(state.clips.count == 1)
        #expect(state.clips.first.map { round($0.boundingRect) } == Rect(x: 10, y: 0, width: 25, height: 5))
    }

    @Test(arguments: [
        ("context.clipToLayer { $0.stroke(Path(), with: .color(.red)) }",
         "viewlab does not support a 'clipToLayer' mask drawn other than by opaque fills (text, images, strokes, translucent paint, an opacity) yet"),
        ("context.clipToLayer(opacity: 0.5) { _ in }",
         "viewlab does not support a 'clipToLayer' mask drawn other than by opaque fills (text, images, strokes, translucent paint, an opacity) yet"),
        ("print(context.environment)", "viewlab does not support 'GraphicsContext.environment' yet"),
        ("context.addFilter(.colorMatrix(1))", "viewlab does not support the Canvas filter '.colorMatrix' yet"),
        ("context.fill(Path(), with: .image(Image(\"a\")))", "viewlab does not support the shading '.image(…)' in a Canvas yet"),
        ("context.fill(Path(), with: .red)", "'red' is not a GraphicsContext.Shading: use .color(…) or a gradient such as .linearGradient(_:startPoint:endPoint:)"),
        ("context.addFilter(.sparkle)", "'sparkle' is not a GraphicsContext.Filter: use a filter such as .blur(radius:)"),
        ("context.draw(Circle(), at: .zero)", "'draw' draws a Text, an Image or a resolved symbol, not a value of type 'Circle'"),
        ("context.blendMode = .sparkle", "type 'GraphicsContext.BlendMode' has no member 'sparkle'"),
        ("context.opacity = \"half\"", "cannot assign value of type 'String' to type 'Double'"),
        ("print(context.resolve(Text(\"a\")).measure(in: size))", "viewlab does not support 'GraphicsContext.ResolvedText.measure' yet"),
        ("context.clip(to: Path(), options: .inverse)", "viewlab does not support the 'options:' of 'GraphicsContext.clip(to:)' (an inverse clip) yet"),
    ])
    func whatIsNotModelledSaysSo(_ line: String, _ message: String) throws {
        let session = Session(output: { _ in })
        try session.run(canvasProgram(line), fileName: "test.swift")
        let shape = try #require(canvas(in: try session.rootView()))
        #expect(throws: Diagnostic.self) { try shape.canvas!(Size(width: 10, height: 10)) }
        do { _ = try shape.canvas!(Size(width: 10, height: 10)) } catch let d as Diagnostic { #expect(d.message == message) }
    }

    @Test func aCanvasOrTimelineViewWithoutItsClosureSaysWhatItTakes() {
        #expect(run("let c = Canvas()").error?.message == "'Canvas' draws with a closure: Canvas { context, size in … }")
        #expect(run("let t = TimelineView(.animation)").error?.message
            == "'TimelineView' takes a schedule and a content closure: TimelineView(.animation) { timeline in … }")
        #expect(run("let t = TimelineView(.sometimes) { _ in Text(\"a\") }").error?.message
            == "'sometimes' is not a TimelineSchedule: use .animation, .periodic(from:by:), .everyMinute or .explicit(_:)")
        #expect(run("let s = PeriodicTimelineSchedule(from: .now, by: 1)").error?.message == "viewlab does not support 'PeriodicTimelineSchedule' yet")
        #expect(run("let f = RelativeDateTimeFormatter()").error?.message == "viewlab does not support 'RelativeDateTimeFormatter' yet")
    }

    /// `Double.random(in:)` gives numbers in the range that are the same on every run.
    @Test func randomNumbersRepeatOnEveryRun() {
        let program = "let a = Double.random(in: 1...2), b = Double.random(in: 1...2), n = Int.random(in: 1...6)\nprint(a >= 1 && a <= 2, a != b, n >= 1 && n <= 6)\nprint(a, n)"
        let first = run(program).output, second = run(program).output
        #expect(first.hasPrefix("true true true\n"))
        #expect(first == second)
    }

    private func isClose(_ t: ViewTransform, _ u: ViewTransform) -> Bool {
        [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
    }

    private func round(_ r: Rect) -> Rect {
        func n(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        return Rect(x: n(r.minX), y: n(r.minY), width: n(r.width), height: n(r.height))
    }
}
