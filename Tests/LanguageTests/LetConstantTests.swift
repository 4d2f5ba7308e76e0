import Testing
@testable import ViewlabLanguage

/// A write that reaches a `let` constant is refused with the error swiftc gives, which names the
/// outermost access: the value, a property, a subscript, a mutating operator or a mutating member.
@Suite struct LetConstantTests {
    @Test(arguments: [
        ("p = P()", "cannot assign to value: 'p' is a 'let' constant"),
        ("p.x = 1", "cannot assign to property: 'p' is a 'let' constant"),
        ("p.xs[0] = 2", "cannot assign through subscript: 'p' is a 'let' constant"),
        ("p.x += 1", "left side of mutating operator isn't mutable: 'p' is a 'let' constant"),
        ("n -= 1", "left side of mutating operator isn't mutable: 'n' is a 'let' constant"),
        ("p.bump()", "cannot use mutating member on immutable value: 'p' is a 'let' constant"),
        ("p.xs.append(3)", "cannot use mutating member on immutable value: 'p' is a 'let' constant"),
    ])
    func theErrorNamesTheAccess(statement: String, message: String) {
        let r = run("""
            struct P { var x = 0; var xs = [1]; mutating func bump() { x += 1 } }
            let p = P()
            let n = 1
            \(statement)
            """)
        #expect(r.error?.message == message)
    }

    @Test func anObjectsPropertyIsWrittenThroughALet() {
        let r = run("""
            final class Box { var x = 0; var xs: [Int] = [] }
            let b = Box()
            b.x = 1
            b.x += 1
            b.xs.append(5)
            print(b.x, b.xs)
            """)
        #expect(r.error == nil)
        #expect(r.output == "2 [5]\n")
    }
}
