import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Corners of Swift and its frameworks the books' listings use: `shuffle()`, a module-qualified
/// function, a negated constant, the source-location literals, `ModifiedContent(content:modifier:)`
/// and `CGRect.applying(_:)`. The expected output is what swiftc 6.3 prints on macOS (shuffling
/// is deterministic in viewlab: the reverse order).
struct StandardLibraryCornersTests {
    @Test func cornersTheListingsUse() {
        let r = run("""
            var items = [1, 2, 3]
            items.shuffle()
            let missing: Double? = nil
            func clamp(_ x: Double) -> Double { Swift.max(0, Swift.min(x, 10)) }
            print(items, missing ?? -.infinity, clamp(12), #line)
            struct Plain: ViewModifier { func body(content: Content) -> some View { content } }
            print(type(of: ModifiedContent(content: Text("Hi"), modifier: Plain())))
            let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3))
            print(box)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[3, 2, 1] -inf 10.0 5\nModifiedContent<Text, Plain>\n(0.0, 0.0, 20.0, 60.0)\n")
    }
}
