import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

/// `Text(_:format:)` and `formatted(_:)` show what iOS 17 shows in en_US. Every expectation was
/// produced by swift-foundation's FormatStyle with `Locale(identifier: "en_US")` on Linux.
struct FormatStyleTests {
    @Test(arguments: [
        ("3000.formatted()", "3,000"),                                     // Thinking in SwiftUI L2287
        ("1234.5.formatted()", "1,234.5"),
        ("(-1234.5).formatted(.number)", "-1,234.5"),
        ("3.14159265.formatted()", "3.141593"),                            // at most 6 fraction digits
        ("0.000001234.formatted(.number)", "0.000001"),
        ("1e20.formatted(.number)", "100,000,000,000,000,000,000"),
        ("(-0.0000001).formatted(.number)", "-0"),
        ("Double.infinity.formatted(.number)", "∞"),
        ("Double.nan.formatted(.number)", "NaN"),
        ("1234.5.formatted(.number.precision(.fractionLength(2)))", "1,234.50"),  // Pro SwiftUI L1123
        ("2.675.formatted(.number.precision(.fractionLength(2)))", "2.68"),       // half to even, on 2.675
        ("0.125.formatted(.number.precision(.fractionLength(2)))", "0.12"),
        ("999.9999.formatted(.number.precision(.fractionLength(0...2)))", "1,000"),
        ("1234.5.formatted(.number.precision(.significantDigits(3)))", "1,230"),
        ("0.5.formatted(.number.precision(.significantDigits(2...4)))", "0.50"),
        ("0.0.formatted(.number.precision(.significantDigits(2)))", "0.0"),
        ("1234567.formatted(.number.grouping(.never))", "1234567"),
        ("0.5.formatted(.percent)", "50%"),
        ("50.formatted(.percent)", "50%"),                                 // integers are not scaled
        ("0.07.formatted(.percent)", "7%"),
        ("0.125.formatted(.percent)", "12.5%"),
        ("0.5.formatted(.percent.precision(.fractionLength(1)))", "50.0%"),
        ("1234.5.formatted(.currency(code: \"USD\"))", "$1,234.50"),
        ("(-5).formatted(.currency(code: \"EUR\"))", "-€5.00"),
        ("1234.formatted(.currency(code: \"JPY\"))", "¥1,234"),
        ("1.formatted(.currency(code: \"CHF\"))", "CHF\u{00A0}1.00"),
    ])
    func numbers(_ expression: String, _ expected: String) {
        let (output, error) = run("print(\(expression))")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    @Test func textTakesTheFormattedString() throws {
        let view = try root("VStack { Text(3000, format: .number); Text(0.5, format: .percent); Text(1234.5, format: .number.precision(.fractionLength(2))) }")
        #expect(view.texts == ["3,000", "50%", "1,234.50"])
        #expect(try typeName("Text(3000, format: .number)") == "Text")
    }

    @Test func aBranchNotTakenShowsTheArgumentAsWritten() throws {
        let source = "struct Row: View {\n    let price: Double? = nil\n    var body: some View {\n"
            + "        if let price { Text(price, format: .currency(code: \"USD\")) } else { Text(2.5, format: .number) }\n    }\n}\nRow()"
        #expect(TreeDiagram().render(try root(source)) == """
        Row
        └─ ConditionalContent
           ├─ [if] Text(price)  (not taken)
           └─ [else] Text("2.5")

        """)
    }

    @Test func aFormatStyleIsAValue() {
        let (output, error) = run("let style: FloatingPointFormatStyle<Double> = .number.precision(.fractionLength(1))\nprint(2.25.formatted(style))")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "2.2\n")
    }

    @Test(arguments: [
        ("Text(2, format: .number.notation(.compactName))", "viewlab does not support the number format .notation(…) yet"),
        ("Text(Date(), format: .number)", "'.number' formats a number, not Date"),
        ("Text(5, format: .dateTime)", "'.dateTime' formats a Date, not Int"),
        ("Text(1, format: .number.precision(.fractionLength(-1)))", "precision takes .fractionLength(n) or .significantDigits(n), with a count or a range"),
    ])
    func unsupportedOrWrongStylesSaySo(_ source: String, _ message: String) {
        #expect(run(source).error?.message == message)
    }
}

extension ViewValue {
    /// The strings of the texts in a view, in order.
    var texts: [String] {
        switch self {
        case .text(let t): [t.content]
        case .modified(let content, _): content.texts
        case .custom(let c): c.body.texts
        case .container(let c): c.content.listElements.flatMap(\.texts)
        case .tuple, .optional, .conditional, .forEach: listElements.flatMap(\.texts)
        default: []
        }
    }
}
