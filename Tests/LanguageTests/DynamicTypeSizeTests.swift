import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `DynamicTypeSize` (*Thinking in SwiftUI* L2232–2258): ordered cases, `isAccessibilitySize`, the
/// environment's default `.large`, and the `.dynamicTypeSize(_:)` modifier.
struct DynamicTypeSizeTests {
    @Test(arguments: [
        ("print(DynamicTypeSize.large < .accessibility1, DynamicTypeSize.xSmall >= .small, .large > DynamicTypeSize.medium)", "true false true"),
        ("print(DynamicTypeSize.xxxLarge.isAccessibilitySize, DynamicTypeSize.accessibility1.isAccessibilitySize)", "false true"),
        ("print(DynamicTypeSize.allCases.count, DynamicTypeSize.accessibility5, type(of: DynamicTypeSize.large))", "12 accessibility5 DynamicTypeSize"),
    ])
    func casesAreOrdered(_ source: String, _ expected: String) {
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    @Test func theEnvironmentDefaultIsLarge() {
        let source = """
        struct Caption: View {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            @Environment(\\.dynamicTypeSize.isAccessibilitySize) private var isAccessibilitySize
            var body: some View {
                if dynamicTypeSize < .large { Text("compact") } else { Text("\\(dynamicTypeSize) \\(isAccessibilitySize)") }
            }
        }
        print(Caption().body)
        """
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "_ConditionalContent<Text, Text>\n")
        #expect((try? root(source + "\nCaption()"))?.texts == ["large false"])
    }

    @Test(arguments: [
        ("Text(\"a\").dynamicTypeSize(.xxLarge)", "ModifiedContent<Text, _EnvironmentKeyWritingModifier<DynamicTypeSize>>"),
        ("Text(\"a\").dynamicTypeSize(DynamicTypeSize.xSmall ... .accessibility2)", "ModifiedContent<Text, _EnvironmentKeyTransformModifier<DynamicTypeSize>>"),
        ("Text(\"a\").dynamicTypeSize(...DynamicTypeSize.large)", "ModifiedContent<Text, _EnvironmentKeyTransformModifier<DynamicTypeSize>>"),
    ])
    func theModifierTakesASizeOrARange(_ expression: String, _ expected: String) throws {
        #expect(try typeName(expression) == expected)
    }

    @Test func badSizesAreReported() {
        #expect(run("Text(\"a\").dynamicTypeSize(3)").error?.message == "'dynamicTypeSize' takes a DynamicTypeSize such as .xxLarge, or a range of them")
        #expect(run("Text(\"a\").dynamicTypeSize(...4)").error?.message == "'dynamicTypeSize' takes a DynamicTypeSize such as .xxLarge, or a range of them")
    }
}
