import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// The Swift subset behaves as Swift does, checked by what programs print.
struct InterpreterTests {
    @Test(arguments: [
        ("print(1 + 2 * 3, 7 / 2, 7 % 3, 2.5 * 2)", "7 3 1 5.0\n"),
        ("let s = \"a\\(1 + 1)b\"\nprint(s, s.count, s.uppercased())", "a2b 3 A2B\n"),
        ("let x: Int? = nil\nprint(x ?? 5, x == nil)", "5 true\n"),
        ("var a = [3, 1, 2]\na.append(0)\nprint(a.sorted(), a.map { $0 * 2 }, a.filter { $0 > 1 }, a.reduce(0, +))", "[0, 1, 2, 3] [6, 2, 4, 0] [3, 2] 6\n"),
        ("for (i, c) in [\"x\", \"y\"].enumerated() { print(i, c) }", "0 x\n1 y\n"),
        ("var n = 0\nrepeat { n += 1 } while n < 3\nwhile n < 5 { n += 1; if n == 4 { continue } }\nprint(n)", "5\n"),
        ("outer: for i in 0..<3 { for j in 0..<3 { if j == 1 { continue outer }; if i == 2 { break outer }; print(i, j) } }", "0 0\n1 0\n"),
        ("enum Mode: String { case a, b = \"bee\" }\nlet m: Mode = .b\nprint(m, m.rawValue, Mode(rawValue: \"a\") == .a)", "b bee true\n"),
        ("enum Load { case idle, done(String) }\nlet l = Load.done(\"ok\")\nswitch l { case .idle: print(\"idle\"); case .done(let s): print(s) }", "ok\n"),
        ("switch 7 { case 0..<5: print(\"low\"); case let x where x > 6: print(\"high\", x); default: print(\"mid\") }", "high 7\n"),
        ("struct P { var x = 0; var y = 0; var sum: Int { x + y }; mutating func move() { x += 10 } }\nvar p = P(x: 1)\np.move()\nprint(p.sum, p)", "11 P(x: 11, y: 0)\n"),
        ("final class C { var n = 0 }\nlet c = C()\nlet d = c\nd.n = 3\nprint(c.n)", "3\n"),
        ("func greet(_ name: String, loudly: Bool = false) -> String { loudly ? name.uppercased() : name }\nprint(greet(\"hi\"), greet(\"hi\", loudly: true))", "hi HI\n"),
        ("var count = 0\nlet inc = { count += 1 }\ninc(); inc()\nprint(count)", "2\n"),
        ("func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }\nprint(apply({ $0 * $0 }, to: 4))", "16\n"),
        ("guard let v = Int(\"12\") else { fatalError() }\nprint(v + 1)", "13\n"),
        ("let size = CGSize(width: 100, height: 50)\nprint(size.width / 3, size)", "33.333333333333336 (100.0, 50.0)\n"),
        ("print(min(3, 1, 2), max(1.5, 2), abs(-4), sqrt(16.0))", "1 2.0 4 4.0\n"),
        ("let d = [\"a\": 1]\nprint(d[\"a\"] ?? 0, d[\"z\"] == nil, d.count)", "1 true 1\n"),
        ("extension Int { var doubled: Int { self * 2 } }\nprint(5.doubled)", "10\n"),
        ("struct S { static let shared = S(); static func make() -> Int { 42 } }\nprint(S.make())", "42\n"),
        ("let t = (w: 3, h: 4)\nprint(t.w * t.h, t.0)", "12 3\n"),
        ("var flag = false\nflag.toggle()\nprint(flag)", "true\n"),
        ("func swapIn(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }\nvar x = 1, y = 2\nswapIn(&x, &y)\nprint(x, y)", "2 1\n"),
        ("struct Counter: View { @State private var value = 0\n var body: some View { Text(\"\\(value)\") } }\nprint(type(of: Counter().body))", "Text\n"),
        ("let w: CGFloat = 100 / 3\nprint(w)", "33.333333333333336\n"),
        ("enum Tab: String, CaseIterable { case home, settings }\nprint(Tab.allCases.map(\\.rawValue).joined(separator: \",\"))", "home,settings\n"),
        ("print([3, 1, 2].sorted(by: >), [\"b\", \"a\"].sorted())", "[3, 2, 1] [\"a\", \"b\"]\n"),
        // An Optional made by its name prints as one (swiftc 6.3's output).
        ("print(Optional(\"x\"), Optional(3) as Any, Optional<Int>.some(4))\nlet o = Optional(\"y\")\nprint(o, \"\\(Optional(2))\")",
         "Optional(\"x\") Optional(3) Optional(4)\nOptional(\"y\") Optional(2)\n"),
        // A string in a collection is its `debugDescription` (swiftc 6.3's output).
        (#"print(["a\"b", "c\\d", "e\nf", "it's", "bell\u{07}", "café"], ["k\"": 1])"#,
         #"["a\"b", "c\\d", "e\nf", "it\'s", "bell\u{07}", "café"] ["k\"": 1]"# + "\n"),
    ])
    func programPrints(_ source: String, _ expected: String) {
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected)
    }

    @Test func rootSelectionFollowsTheContract() throws {
        let preview = "struct ContentView: View { var body: some View { Text(\"content\") } }\n#Preview { Text(\"preview\") }\nText(\"last\")"
        guard case .text(let t) = try root(preview) else { Issue.record("not a Text"); return }
        #expect(t.content == "preview")
        let content = "struct ContentView: View { var body: some View { Text(\"content\") } }\nText(\"last\")"
        #expect(try root(content).typeName == "ContentView")
        guard case .text(let last) = try root("let a = 1\nText(\"last\")\nprint(a)") else { Issue.record("not a Text"); return }
        #expect(last.content == "last")
        #expect(throws: Diagnostic.self) { try root("let a = 1") }
    }
}

/// `String(format:)` formats as Foundation does, one placeholder at a time.
struct StringFormatTests {
    @Test func placeholdersAreFoundations() {
        let r = run(#"print(String(format: "%g %g|%.2f|%5d|%-4@|%x|%05.1f%%|%ld", 0.15, 1.0, 3.14159, 42, "ab", 255, 2.25, 7))"#)
        #expect(r.error == nil)
        #expect(r.output == "0.15 1|3.14|   42|ab  |ff|002.2%|7\n")
    }

    @Test func aValueOfTheWrongTypeOrTooFewValuesAreReported() {
        #expect(run(#"let s = String(format: "%d", 2.5)"#).error?.message == "'%d' formats a value of type 'Int', not 'Double'")
        #expect(run(#"let s = String(format: "%d and %d", 1)"#).error?.message == "the format \"%d and %d\" has more placeholders than the 1 values given")
        #expect(run(#"let s = String(format: "%n", 1)"#).error?.message == "viewlab does not support the placeholder '%n' in String(format:) yet")
    }
}

/// A `CustomStringConvertible` type prints its own `description`, in `print`, interpolation and arrays.
struct CustomDescriptionTests {
    @Test func printUsesTheTypesDescription() {
        let r = run(#"""
            struct Money: CustomStringConvertible { var cents: Int; var description: String { "$\(cents / 100).\(cents % 100)" } }
            struct Plain { var cents: Int }
            print(Money(cents: 1250), "\(Money(cents: 99))", [Money(cents: 100)], Plain(cents: 5))
            """#)
        #expect(r.error == nil)
        #expect(r.output == "$12.50 $0.99 [$1.0] Plain(cents: 5)\n")
    }
}
