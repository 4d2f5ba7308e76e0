import Testing
@testable import ViewlabLanguage
@testable import ViewlabSwiftUI
import ViewlabModel

/// Issue 9: an untaken builder branch's static shape is built once from its code and reused by
/// later body runs, not run again on every update; a new declaration can change it, so it is forgotten then.
struct UntakenBranchTests {
    static let source = """
        struct Badge: View {
            var count: Int
            var body: some View {
                if count > 0 {
                    Text("\\(count)")
                } else {
                    Text("none").padding().background(Color.gray)
                }
            }
        }
        #Preview { Badge(count: 3) }
        """

    @Test func theShapeIsBuiltOnceAndKeepsTheType() throws {
        let session = Session(output: { _ in })
        try session.run(Self.source, fileName: "badge.swift")
        let first = try session.rootView()
        #expect(session.interpreter.untakenBranchShapes.count == 1)
        let second = try session.rootView()
        #expect(session.interpreter.untakenBranchShapes.count == 1)
        let expected = "Badge"
        #expect(first.typeName == expected && second.typeName == expected)
        guard case .custom(let badge) = second, case .conditional(_, let untaken, true) = badge.body else {
            Issue.record("expected Badge's body to be a conditional with its first branch taken")
            return
        }
        #expect(untaken.typeName == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>")
    }

    @Test func aDeclarationForgetsTheShapes() throws {
        let session = Session(output: { _ in })
        try session.run(Self.source, fileName: "badge.swift")
        _ = try session.rootView()
        try session.run(#"struct Other: View { var body: some View { Text("x") } }"#, fileName: "more.swift")
        #expect(session.interpreter.untakenBranchShapes.isEmpty)
    }
}
