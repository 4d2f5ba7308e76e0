import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// One-sided ranges (`...x`, `..<x`, `x...`), as `.dynamicTypeSize(...DynamicTypeSize.large)` and
/// everyday Swift use them; the printed forms are the real compiler's.
struct OneSidedRangeTests {
    @Test(arguments: [
        ("let a = [1, 2, 3, 4]\nprint(a[1...], a[..<2], a[...1])", "[2, 3, 4] [1, 2] [1, 2]"),
        ("print(...5, 2..., ..<3)", "PartialRangeThrough<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2) PartialRangeUpTo<Int>(upperBound: 3)"),
        ("print(type(of: ...5), type(of: 2...), type(of: ..<3.5))", "PartialRangeThrough<Int> PartialRangeFrom<Int> PartialRangeUpTo<Double>"),
        ("func f(_ n: Int) -> String { switch n { case ..<0: return \"below\"; case 90...: return \"top\"; default: return \"middle\" } }\nprint(f(-3), f(95), f(50))", "below top middle"),
        ("print((...10).contains(3), (..<10).contains(10), (DynamicTypeSize.xLarge...).contains(.accessibility1))", "true false true"),
    ])
    func oneSidedRanges(_ source: String, _ expected: String) {
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    @Test func iteratingOneIsReported() {
        #expect(run("for i in 3... { print(i); break }").error?.message == "viewlab does not support iterating a range with no end yet")
        #expect(run("for i in ...3 { print(i) }").error?.message == "PartialRangeThrough<Int> is not a sequence")
    }
}
