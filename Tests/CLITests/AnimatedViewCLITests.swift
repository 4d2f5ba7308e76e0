import Testing

/// `viewlab animate CURVE --view FILE --state NAME`: a learner's Animatable modifier re-run per
/// frame (issue 6 item 3; environment-animation.md §3.2 and its teaching case L3011).
struct AnimatedViewCLITests {
    let cli = CLITests()

    /// The shake of the spec's exercise 11: offsets −30, 0, +30 at a quarter, half and three quarters.
    static func shake(animatable: Bool) -> String {
        """
        struct Shake: ViewModifier, Animatable {
            var shakes: Double
            \(animatable ? "var animatableData: Double" : "var unused: Double") {
                get { shakes }
                set { shakes = newValue; print("set", newValue) }
            }
            func body(content: Content) -> some View {
                content.offset(x: -sin(shakes * 2 * .pi) * 30)
            }
        }
        var taps = 0
        #Preview {
            Rectangle().frame(width: 50, height: 50)
                .accessibilityIdentifier("box")
                .modifier(Shake(shakes: Double(taps)))
        }
        """
    }

    /// A `Shape` is `Animatable`: its `animatableData` is interpolated, so its outline is drawn from
    /// the frame's value (a wedge opening from 0° to 90°), as Pro SwiftUI's irregular polygon is.
    @Test func aShapesAnimatableDataIsInterpolated() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "amount", "--from", "0", "--to", "90",
                                 "--step", "0.5", "--format", "csv"], stdin: """
            var amount = 0.0
            struct Wedge: Shape {
                var angle: Double
                var animatableData: Double {
                    get { angle }
                    set { angle = newValue }
                }
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .zero,
                             endAngle: .degrees(angle), clockwise: false)
                    return p
                }
            }
            #Preview { Wedge(angle: amount).fill(.red).frame(width: 100, height: 100) }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == "t,progress,Wedge.animatableData\n0,0,0\n0.5,0.5,45\n1,1,90\n")
    }

    /// Pro SwiftUI D13: an array of numbers as animatableData is interpolated element by element.
    @Test func anArrayOfNumbersIsInterpolatedElementByElement() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "amount", "--from", "1", "--to", "0.5",
                                 "--step", "0.5"], stdin: """
            var amount = 1.0
            struct Polygon: Shape {
                var animatableData: [Double]
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.addLines(animatableData.enumerated().map { i, f in
                        let a = Double(i) / Double(animatableData.count) * 2 * .pi
                        return CGPoint(x: rect.midX + rect.width / 2 * cos(a) * f, y: rect.midY + rect.height / 2 * sin(a) * f)
                    })
                    p.closeSubpath()
                    return p
                }
            }
            #Preview { Polygon(animatableData: [1, amount, 1, amount]).fill(.purple).frame(width: 100, height: 100) }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == """
            animation .linear(duration: 1)   amount 1 → 0.5
            t(s) | progress |       Polygon.animatableData
            0.00 |   0.0000 | [1.000, 1.000, 1.000, 1.000]
            0.50 |   0.5000 | [1.000, 0.750, 1.000, 0.750]
            1.00 |   1.0000 | [1.000, 0.500, 1.000, 0.500]

            """)
    }

    /// Thinking in SwiftUI L3009: `AnimatablePair` makes two values one animatableData; each is interpolated.
    @Test func anAnimatablePairInterpolatesBoth() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "target", "--from", "0", "--to", "10",
                                 "--step", "0.5", "--format", "csv"], stdin: """
            var target = 0.0
            struct Slide: ViewModifier, Animatable {
                var x: Double
                var y: Double
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(x, y) }
                    set { x = newValue.first; y = newValue.second }
                }
                func body(content: Content) -> some View { content.offset(x: x, y: y) }
            }
            #Preview {
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("box")
                    .modifier(Slide(x: target, y: target * 2))
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == "t,progress,Slide.animatableData,box.x,box.y\n0,0,0 0,150,230\n0.5,0.5,5 10,155,240\n1,1,10 20,160,250\n")
    }

    @Test func animatableDataIsSetAndTheBodyRerunsEachFrame() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "taps", "--from", "0", "--to", "1",
                                 "--step", "0.25", "--format", "csv"], stdin: Self.shake(animatable: true))
        #expect(r.code == 0)
        #expect(r.stderr == "")
        #expect(r.stdout == """
            t,progress,Shake.animatableData,box.x,box.y
            0,0,0,135,215
            0.25,0.25,0.25,105,215
            0.5,0.5,0.5,135,215
            0.75,0.75,0.75,165,215
            1,1,1,135,215

            """)
        let table = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "taps", "--from", "0", "--to", "1",
                                     "--step", "0.5"], stdin: Self.shake(animatable: true))
        #expect(table.stdout.contains("printed: set 0.5"))
    }

    @Test func withoutAnimatableDataNothingMovesAndTheTableSaysWhy() throws {
        let r = try cli.viewlab(["animate", ".linear(duration: 1)", "--view", "-", "--state", "taps", "--from", "0", "--to", "1",
                                 "--step", "0.25"], stdin: Self.shake(animatable: false))
        #expect(r.code == 0)
        let rows = r.stdout.split(separator: "\n").filter { $0.hasPrefix("0.") || $0.hasPrefix("1.") }
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.contains("| 135.00 |") && !$0.contains("printed") })
        #expect(r.stdout.contains("note: Shake declares no animatableData, so SwiftUI gives it EmptyAnimatableData"))
    }

    /// Pro SwiftUI G32: an animatable zIndex going 0 → 6 under `.default`; its setter's first
    /// print at 60 fps is ≈0.1, and by the time the spring settles (ε = 0.001) it is within 0.01 of 6.
    @Test func animatableZIndexSetterPrintsPerFrame() throws {
        let source = """
            struct AnimatableZIndex: ViewModifier, Animatable {
                var index: Double
                var animatableData: Double {
                    get { index }
                    set { index = newValue; print(newValue) }
                }
                func body(content: Content) -> some View { content.zIndex(index) }
            }
            var front = 0
            #Preview { ZStack { Color.red.modifier(AnimatableZIndex(index: Double(front))); Color.blue } }
            """
        let r = try cli.viewlab(["animate", "--view", "-", "--state", "front", "--from", "0", "--to", "6", "--fps", "60"], stdin: source)
        #expect(r.code == 0)
        let values = r.stdout.split(separator: "\n").compactMap { line in line.components(separatedBy: "printed: ").dropFirst().first.flatMap(Double.init) }
        #expect(abs(values[1] - 0.1) < 0.01)
        #expect(abs(values.last! - 6) < 0.01)
        #expect(values.count > 30)
    }

    @Test func badStateVariableAndMissingFileExitTwo() throws {
        let r = try cli.viewlab(["animate", "--view", "-", "--state", "count", "--to", "1"], stdin: Self.shake(animatable: true))
        #expect(r.code == 2)
        #expect(r.stderr.contains("no top-level 'var count' to animate"))
        #expect(r.stderr.contains("variables: taps"))
        let alone = try cli.viewlab(["animate", ".linear", "--view", "-"], stdin: Self.shake(animatable: true))
        #expect(alone.code == 2)
        #expect(alone.stderr.contains("--view FILE and --state NAME go together"))
    }
}
