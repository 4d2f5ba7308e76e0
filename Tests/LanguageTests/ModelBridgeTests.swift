import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// Geometry crosses between learner code and the layout engine as the Prelude's `CGSize`, `CGRect`
/// and `ProposedViewSize` (Bridge/ModelBridge.swift).
struct ModelBridgeTests {
    static let shape = """
    struct Wide: Shape {
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            print(proposal.width ?? 0.5, proposal.height == nil)
            let size = proposal.replacingUnspecifiedDimensions()
            return CGSize(width: size.width * 2, height: 5)
        }
        func path(in rect: CGRect) -> Path { Path(rect) }
    }
    struct ContentView: View {
        var body: some View { Wide() }
    }
    """

    /// A learner's `sizeThatFits` receives the engine's proposal, `nil` for an unspecified
    /// dimension, and its `CGSize` becomes the engine's size.
    @Test func aShapeAnswersTheEnginesProposal() throws {
        var printed = ""
        let session = Session(output: { printed += $0 })
        try session.run(Self.shape, fileName: "wide.swift")
        guard case .shape(let shape) = try body(of: session.rootView()), case .custom(_, let sizeThatFits?) = shape.kind else {
            Issue.record("not a custom shape"); return
        }
        #expect(try sizeThatFits(ProposedViewSize(width: 30, height: nil)) == Size(width: 60, height: 5))
        #expect(try sizeThatFits(.unspecified) == Size(width: 20, height: 5))
        #expect(printed == "30.0 true\n0.5 true\n")
    }

    /// A `GeometryReader`'s proxy gives the proposed size as a `CGSize`.
    @Test func theProxySizeIsACGSize() throws {
        var printed = ""
        let session = Session(output: { printed += $0 })
        try session.run("""
            struct ContentView: View {
                var body: some View {
                    GeometryReader { proxy in
                        let _ = print(type(of: proxy.size), proxy.size.width, proxy.size.height)
                        Text("x")
                    }
                }
            }
            """, fileName: "proxy.swift")
        guard case .geometryReader(let reader) = try body(of: session.rootView()) else { Issue.record("not a GeometryReader"); return }
        printed = ""
        _ = try reader.makeContent(GeometryProxyValue(size: Size(width: 120, height: 80)))
        #expect(printed == "CGSize 120.0 80.0\n")
    }

    /// `.aspectRatio(CGSize(…))` takes the ratio of the size's sides.
    @Test func anAspectRatioTakesACGSize() throws {
        let view = try body(of: root("struct ContentView: View { var body: some View { Color.red.aspectRatio(CGSize(width: 4, height: 2)) } }"))
        #expect(view.typeName == "ModifiedContent<Color, _AspectRatioLayout>")
        guard case .modified(_, let modifier) = view, case .aspectRatio(let ratio, _) = modifier.kind else {
            Issue.record("no aspect ratio"); return
        }
        #expect(ratio == 2)
    }

    /// The body of the root `ContentView`.
    private func body(of view: ViewValue) throws -> ViewValue {
        guard case .custom(let custom) = view else { throw ViewNotFound() }
        return custom.body
    }
    private struct ViewNotFound: Error {}
}
