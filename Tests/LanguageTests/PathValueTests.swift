import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// `Path` as a value learner code builds and changes, a learner's shape's own `path(in:)`, and a
/// `Path` used as a view (issue 13).
struct PathValueTests {
    static let square = Rect(x: 0, y: 0, width: 100, height: 100)

    /// The session that ran the program: a learner's `path(in:)` runs in it, so it must outlive
    /// the drawing, as the commands' sessions do.
    let session = Session(output: { _ in })

    /// The shape a program's root view is, or its body's.
    func shape(_ source: String) throws -> ShapeValue? {
        try session.run(source, fileName: "test.swift")
        var view = try session.rootView()
        if case .custom(let custom) = view { view = custom.body }
        guard case .shape(let s) = view else { Issue.record("not a shape"); return nil }
        return s
    }

    @Test func aLearnersShapeDrawsItsOwnPath() throws {
        let s = try shape("""
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            struct ContentView: View {
                var body: some View { Triangle().fill(.red) }
            }
            """)
        #expect(s?.typeName == "_ShapeView<Triangle, Color>")
        #expect(try s?.path(in: Self.square).elements == [
            .move(to: Point(x: 50, y: 0)), .line(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)), .closeSubpath,
        ])
        // Run again in another rectangle: the method sees that one.
        #expect(try s?.path(in: Rect(x: 10, y: 0, width: 20, height: 10)).elements.first == .move(to: Point(x: 20, y: 0)))
    }

    @Test func theClosureFormAndTheShapesStoredProperties() throws {
        let s = try shape("""
            struct Bar: Shape {
                var fraction: Double
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.addRect(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
                    }
                }
            }
            #Preview { Bar(fraction: 0.25).stroke(.blue, lineWidth: 2) }
            """)
        #expect(try s?.path(in: Self.square).boundingRect == Rect(x: 0, y: 0, width: 25, height: 100))
    }

    @Test func aPathThatIsNotAPathIsReported() throws {
        let s = try shape("""
            struct Odd: Shape {
                func path(in rect: CGRect) -> Path { Circle() }
            }
            #Preview { Odd() }
            """)
        #expect(throws: Diagnostic.self) { try s?.path(in: Self.square) }
        do { _ = try s?.path(in: Self.square) } catch let d as Diagnostic { #expect(d.message == "path(in:) must return a Path") }
    }

    /// `clockwise: false` turns clockwise on screen: from (100, 50) down to (50, 100).
    @Test func anArcIsCurves() throws {
        let s = try shape("""
            Path { p in p.addArc(center: .init(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
            """)
        let elements = try s?.path(in: .zero).elements ?? []
        #expect(elements.first == .move(to: Point(x: 100, y: 50)))
        guard case .curve(let end, _, _)? = elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 100) < 1e-9)
        #expect(elements.count == 2)
    }

    /// A Path used as a view draws in its own coordinates, whatever frame it is given.
    @Test func aPathIsAView() throws {
        let s = try shape("Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 20)) }.stroke(.blue, lineWidth: 2)")
        #expect(s?.typeName == "_ShapeView<_StrokedShape<Path>, Color>")
        #expect(s?.drawing.mode == .stroke(.color(NamedColors.light["blue"]!), StrokeStyle(lineWidth: 2)))
        #expect(try s?.path(in: Rect(x: 5, y: 5, width: 300, height: 300)).elements == [.move(to: .zero), .line(to: Point(x: 10, y: 20))])
        #expect(try typeName("Path(CGRect(x: 0, y: 0, width: 4, height: 4))") == "Path")
        #expect(try typeName("Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill(.red)") == "_ShapeView<Path, Color>")
        #expect(try typeName("Path { p in p.move(to: .zero) }.trim(from: 0, to: 0.5)") == "_TrimmedShape<Path>")
    }

    /// A Path is a value: a copy changed leaves the original as it was.
    @Test func aPathIsAValue() {
        let (output, error) = run("""
            var a = Path()
            a.move(to: CGPoint(x: 0, y: 0))
            a.addLine(to: CGPoint(x: 10, y: 0))
            var b = a
            b.addLine(to: CGPoint(x: 10, y: 10))
            print(a)
            print(b)
            print(a == b, type(of: a))
            func grow(_ p: inout Path) { p.closeSubpath() }
            grow(&b)
            print(b)
            let c = Path { p in
                p.move(to: .zero)
                let before = p
                p.addLine(to: CGPoint(x: 1, y: 1))
                print(before)
            }
            print(c)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0 0 m 10 0 l\n0 0 m 10 0 l 10 10 l\nfalse Path\n0 0 m 10 0 l 10 10 l h\n0 0 m\n0 0 m 1 1 l\n")
    }

    @Test func pathsInitializersAndMethods() {
        let (output, error) = run("""
            let r = CGRect(x: 0, y: 0, width: 10, height: 10)
            print(Path(r))
            print(Path(roundedRect: r, cornerRadius: 0))
            print(Path(roundedRect: r, cornerSize: CGSize(width: 0, height: 0), style: .continuous).boundingRect.width)
            print(Path(ellipseIn: r).boundingRect.height)
            var p = Path()
            print(p.isEmpty, p.currentPoint == nil)
            p.addLines([.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
            p.addQuadCurve(to: CGPoint(x: 0, y: 4), control: CGPoint(x: 2, y: 6))
            p.addCurve(to: .zero, control1: CGPoint(x: -1, y: 3), control2: CGPoint(x: -1, y: 1))
            print(p)
            print(p.currentPoint!.x, p.isEmpty)
            var q = Path()
            q.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)])
            q.addPath(p)
            q.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            q.addRoundedRect(in: r, cornerSize: CGSize(width: 2, height: 2))
            print(q.boundingRect.maxX)
            var t = Path()
            t.move(to: CGPoint(x: 0, y: 0))
            t.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
            print(t.currentPoint!.x, (t.currentPoint!.y * 1000).rounded() / 1000)
            var rel = Path()
            rel.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
            print(rel.currentPoint!.y)
            print(Path(r).offsetBy(dx: 5, dy: 0).boundingRect.minX)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            0 0 m 10 0 l 10 10 l 0 10 l h
            0 0 m 10 0 l 10 10 l 0 10 l h
            10.0
            10.0
            true true
            0 0 m 4 0 l 4 4 l 2 6 0 4 q -1 3 -1 1 0 0 c
            0.0 false
            10.0
            10.0 2.0
            10.0
            5.0

            """)
    }

    /// Whole pieces between the fractions of their count (an approximation: SwiftUI trims by length).
    @Test func aTrimmedPathKeepsAFractionOfItsLength() {
        let (output, error) = run("""
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            print(square.trimmedPath(from: 0, to: 0.5))
            print(square.trimmedPath(from: 0.5, to: 1))
            print(square.trimmedPath(from: 0, to: 1))
            print(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0 0 m 10 0 l 10 10 l\n10 10 m 0 10 l 0 0 l\n0 0 m 10 0 l 10 10 l 0 10 l h\ntrue\n")
    }

    @Test func aBuiltInShapesPath() {
        let (output, error) = run("""
            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            print(Rectangle().path(in: r))
            print(Circle().path(in: r).boundingRect.width)
            let end = Circle().trim(from: 0, to: 0.5).path(in: r).currentPoint!
            print((end.x * 1000).rounded() / 1000, (end.y * 1000).rounded() / 1000)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0 0 m 100 0 l 100 50 l 0 50 l h\n50.0\n25.0 25.0\n")
    }

    /// A call site keeps a shape's own `path(in:)` for every shape, not just the first it ran on; and
    /// beside a learner's shape that declares `path(in:)`, each shape still draws its own.
    @Test func oneSiteDrawsEachShapesOwnPath() {
        let (output, error) = run("""
            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            func outline(_ shape: some Shape) -> Path { shape.path(in: r) }
            for _ in 0..<2 {
                print(outline(Circle()).boundingRect.width, outline(Circle().inset(by: 10)).boundingRect.width)
                print(outline(Rectangle()))
            }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == String(repeating: "50.0 30.0\n0 0 m 100 0 l 100 50 l 0 50 l h\n", count: 2))
        let (learner, learnerError) = run("""
            struct Bar: Shape {
                func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width, height: 1)) }
            }
            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            func outline(_ shape: some Shape) -> Path { shape.path(in: r) }
            for _ in 0..<2 { print(outline(Bar()).boundingRect.height, outline(Circle()).boundingRect.height) }
            """)
        #expect(learnerError == nil, "\(String(describing: learnerError))")
        #expect(learner == "1.0 50.0\n1.0 50.0\n")
    }

    @Test func mistakesAndMissingAPI() {
        #expect(run("var p = Path()\np.addLine(to: 5)").error?.message == "'addLine' takes (to: CGPoint)")
        #expect(run("var p = Path()\np.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .degrees(90), clockwise: true)").error?.message
                == "'addArc' takes (center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)")
        #expect(run("var p = Path()\np.move(too: .zero)").error?.message == "incorrect argument label in call to 'move' (have 'too:')")
        let typo = run("var p = Path()\np.addLyne(to: .zero)").error
        #expect(typo?.message == "value of type 'Path' has no member 'addLyne'")
        #expect(typo?.notes == ["did you mean 'addLine'?"])
        #expect(run("let p = Path()\nprint(p.contains(.zero))").error?.message == "viewlab does not support 'Path.contains' yet")
        #expect(run("var p = Path()\np.addRect(.zero, transform: .identity)").error?.message
                == "viewlab does not support the 'transform:' argument of 'Path.addRect' yet")
        #expect(run("let p = Path(\"0 0 m\")").error?.message == "viewlab does not support 'Path(_:)' from a string yet")
        #expect(run("let p = Path(5)").error?.message == "'Path' takes (_ rect: CGRect)")
        #expect(run("let p = Path()\np.closeSubpath()").error?.message == "cannot use mutating member on immutable value: 'p' is a 'let' constant")
    }
}
