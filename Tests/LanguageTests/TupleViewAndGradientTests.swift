import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// A TupleView built directly (*Pro SwiftUI* L555–563) and `ShapeStyle.gradient`, which viewlab
/// draws as its colour.
struct TupleViewAndGradientTests {
    @Test func aTupleViewBuiltDirectlyIsItsElements() throws {
        #expect(try typeName("TupleView((Text(\"a\"), Image(systemName: \"b\")))") == "TupleView<(Text, Image)>")
        let stack = try root("VStack { TupleView((Text(\"a\"), Text(\"b\"))); Text(\"c\") }")
        #expect(stack.listElements.count == 1)
        guard case .container(let c)? = stack.listElements.first else { Issue.record("no VStack"); return }
        #expect(c.content.listElements.map(\.texts) == [["a"], ["b"], ["c"]])
        #expect(run("TupleView(Text(\"a\"))").error?.message == "TupleView takes a tuple of views: TupleView((Text(\"a\"), Text(\"b\")))")
    }

    @Test(arguments: [
        ("print(type(of: Color.blue.gradient))", "AnyGradient"),
        ("print(type(of: Rectangle().fill(.red.gradient)))", "_ShapeView<Rectangle, AnyGradient>"),
        ("print(type(of: Circle().fill(Color.green.gradient)))", "_ShapeView<Circle, AnyGradient>"),
        ("print(type(of: Text(\"x\").background(.blue.gradient)))", "ModifiedContent<Text, _BackgroundStyleModifier<AnyGradient>>"),
        ("print(type(of: Text(\"x\").overlay(Color.blue.gradient)))", "ModifiedContent<Text, _OverlayStyleModifier<AnyGradient>>"),
        ("print(type(of: VStack { Text(\"x\") }.foregroundStyle(.orange.gradient)))", "ModifiedContent<VStack<Text>, _ForegroundStyleModifier<AnyGradient>>"),
    ])
    func gradientsAreAnyGradient(_ source: String, _ expected: String) {
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    @Test func aGradientBackgroundDrawsItsColour() throws {
        guard case .modified(_, let m) = try root("Text(\"x\").background(.blue.gradient)"), case .background(let v, _) = m.kind else {
            Issue.record("no background"); return
        }
        #expect(v.typeName == "Color")
        guard case .color(let c) = v else { Issue.record("not a colour"); return }
        #expect(c.name == "blue")
    }
}
