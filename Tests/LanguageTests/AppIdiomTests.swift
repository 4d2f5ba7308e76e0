import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel

/// The Swift that app code is written in, as the app programs (Tests/CLITests/Apps) found it missing:
/// each prints what Swift prints.
struct AppIdiomTests {
    @Test(arguments: [
        // Tuple splat into `$0`, `$1`; labelled tuple arrays; `if let (a, b)`.
        ("print(zip([1, 2], [3, 4]).map { $0 + $1 })", "[4, 6]\n"),
        ("let rows: [(name: String, qty: Int)] = [(\"Tea\", 2)]\nprint(rows[0].name, rows[0].qty)", "Tea 2\n"),
        ("func b() -> (Int, Int)? { (1, 2) }\nif let (lo, hi) = b() { print(lo + hi) }", "3\n"),
        ("print((1, 2) < (1, 3), (2, \"b\") <= (2, \"a\"))", "true false\n"),
        // Collections.
        ("var s = Set<String>()\ns.insert(\"a\"); s.insert(\"a\")\nprint(s.count)", "1\n"),
        ("let s: Set<Int> = [1, 2, 3]\nprint(s.intersection([2, 3, 4]).count, s.isSubset(of: [1, 2, 3, 4]))", "2 true\n"),
        ("let d = Dictionary(grouping: [\"ab\", \"ac\", \"b\"]) { $0.first! }\nprint(d[\"a\"]!.count)", "2\n"),
        ("let d = Dictionary([(\"a\", 1), (\"a\", 2)], uniquingKeysWith: { first, _ in first })\nprint(d[\"a\"]!)", "1\n"),
        ("print([[1, 2], [3]].joined().count, (1...10).lazy.filter { $0 > 8 }.count)", "3 2\n"),
        // Numbers, strings and characters.
        ("print(7.5.remainder(dividingBy: 2), String(255, radix: 16))", "-0.5 ff\n"),
        ("print(\"ab1\".contains(where: { $0.isNumber }), \"Q\".first!.isUppercase)", "true true\n"),
        // Types: protocol extensions, Self, lazy, super, enums.
        ("protocol P { var n: Int { get } }\nextension P { var label: String { \"n=\\(n)\" } }\nstruct S: P { let n = 1 }\nprint(S().label)", "n=1\n"),
        ("struct S { static func make() -> String { \"x\" }\n func f() -> String { Self.make() } }\nprint(S().f())", "x\n"),
        ("struct T { let n: Int\n static let a = T(n: 1)\n static var all: [Self] { [.a, .a] } }\nprint(T.all.count, T.all[0].n)", "2 1\n"),
        ("struct W { var words = [\"a\", \"bb\"]\n lazy var count: Int = words.count }\nvar w = W()\nprint(w.count)", "2\n"),
        ("class A { var d: String { \"A\" } }\nfinal class B: A { override var d: String { super.d + \"B\" } }\nprint(B().d)", "AB\n"),
        ("enum R { case profile(userID: Int), size(Double) }\nlet a: R = .profile(userID: 7)\nprint(a, R.size(2))", "profile(userID: 7) size(2.0)\n"),
        ("enum E: String { case a\n var t: String { rawValue.uppercased() } }\nprint(E.a.t)", "A\n"),
        ("let code: Int? = nil\nswitch code { case .none: print(\"none\"); case .some(let c): print(c) }", "none\n"),
        ("let s: String\nif 2 > 1 { s = \"many\" } else { s = \"one\" }\nprint(s)", "many\n"),
        ("enum F: Error, LocalizedError { case a\n var errorDescription: String? { switch self { case .a: \"Bad\" } } }\ndo { throw F.a } catch { print(error.localizedDescription) }", "Bad\n"),
        ("enum G: Error { case a, b }\nprint(G.b.localizedDescription)", "The operation couldn’t be completed. (main.G error 1.)\n"),
        ("extension Double { func rounded(toPlaces p: Int) -> Double { (self * 10).rounded() / 10 } }\nprint(2.345.rounded(toPlaces: 1))", "2.3\n"),
        // `defer`: run when the scope is left, the last reached first, on a return and a throw too.
        ("func f() -> Int { defer { print(\"one\") }\n defer { print(\"two\") }\n print(\"body\")\n return 3 }\nprint(f())", "body\ntwo\none\n3\n"),
        ("enum E: Error { case e }\nfunc g() throws { defer { print(\"cleanup\") }\n throw E.e }\ndo { try g() } catch { print(\"caught\") }", "cleanup\ncaught\n"),
        ("for i in 1...2 { defer { print(\"end\", i) }\n if i == 1 { continue }\n print(\"at\", i) }", "end 1\nat 2\nend 2\n"),
        // At the top of a file, when its code ends (swiftc 6.3 runs a script's this way).
        ("defer { print(\"last\") }\nprint(\"start\")\ndefer { print(\"first\") }\nvar t = 0\nfor i in 1...3 { defer { t += i } }\nprint(t)",
         "start\n6\nfirst\nlast\n"),
        // Timers are made (viewlab has no run loop: they never fire).
        ("let t = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()\nprint(t.interval)", "0.5\n"),
        ("let t = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in print(\"tick\") }\nt.invalidate()\nprint(t.timeInterval, t.isValid)", "2.0 false\n"),
        // Dates, in en_US and UTC at viewlab's fixed now (Monday 2023-09-18 09:41:00 UTC).
        ("let f = DateFormatter()\nf.dateStyle = .short\nprint(f.string(from: .now))\nf.dateStyle = .long; f.timeStyle = .short\nprint(f.string(from: .now))",
         "9/18/23\nSeptember 18, 2023 at 9:41\u{202F}AM\n"),
        ("let f = DateFormatter()\nf.dateFormat = \"EEE d MMM yyyy, HH:mm\"\nprint(f.string(from: .now))", "Mon 18 Sep 2023, 09:41\n"),
        ("let f = DateFormatter()\nf.dateFormat = \"yyyy-MM-dd\"\nprint(f.date(from: \"2024-02-29\")!, f.date(from: \"29.02.2024\") == nil)", "2024-02-29 00:00:00 +0000 true\n"),
        ("let c = Calendar.current\nprint(c.component(.weekday, from: .now), c.component(.day, from: .now), c.isDateInToday(.now))", "2 18 true\n"),
        ("let c = Calendar.current\nlet d = c.date(from: DateComponents(year: 2024, month: 1, day: 31))!\nprint(c.date(byAdding: .month, value: 1, to: d)!)", "2024-02-29 00:00:00 +0000\n"),
        ("let c = Calendar.current\nlet b = c.date(from: DateComponents(year: 1990, month: 6, day: 15))!\nprint(c.dateComponents([.year], from: b, to: .now).year!)", "33\n"),
        ("print(Date.now.formatted(date: .abbreviated, time: .shortened), Date.now.formatted(.dateTime.weekday(.wide)))", "Sep 18, 2023 at 9:41\u{202F}AM Monday\n"),
    ])
    func printsWhatSwiftPrints(_ source: String, _ expected: String) {
        let result = run(source)
        #expect(result.error == nil, "\(result.error.map { "\($0.message)" } ?? "")")
        #expect(result.output == expected)
    }

    /// A Text's interpolations with a specifier or a format style, whatever the value's expression.
    @Test func textInterpolationsFormatTheirValues() throws {
        let view = try root("import SwiftUI\nfunc half(_ x: Double) -> Double { x / 2 }\nText(\"\\(half(5), specifier: \"%.2f\") · \\(155.0, format: .currency(code: \"USD\"))\")")
        guard case .text(let text) = view else { Issue.record("not a Text: \(view)"); return }
        #expect(text.content == "2.50 · $155.00")
    }

    /// What SwiftUI's code around the app reads: UIKit's screen and colours, `Color(uiColor:)`.
    @Test func uiKitAsAppsUseIt() {
        let result = run("print(UIScreen.main.bounds.width, UIColor.systemRed.red)")
        #expect(result.output == "320.0 1.0\n")
    }
}
