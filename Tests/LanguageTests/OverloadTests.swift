import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Functions and methods that share a name are told apart as Swift does, by the call's labels,
/// its argument count and a closure literal's parameter count (Pro SwiftUI L865–872, L3983–3996;
/// the frame article's `myFixedSize()`). The expected output is what swiftc 6.3 prints.
struct OverloadTests {
    @Test func labelsAndArityChooseTheOverload() {
        let r = run("""
            func greet(name: String) { print("Hello \\(name)") }
            func greet() { greet(name: "world") }
            func greet(_ times: Int, loudly: Bool = false) { print("hi ×\\(times)", loudly) }
            greet()
            greet(name: "Ada")
            greet(2)
            struct S {
                func f(a: Int) { print("a", a) }
                func f() { print("none") }
                static func make() -> S { S() }
                static func make(_ n: Int) -> [S] { Array(repeating: S(), count: n) }
            }
            S().f()
            S().f(a: 1)
            print(S.make(3).count)
            """)
        #expect(r.error == nil)
        #expect(r.output == "Hello world\nHello Ada\nhi ×2 false\nnone\na 1\n3\n")
    }

    @Test func aClosuresParameterCountChoosesTheOverload() {
        let r = run("""
            func run(_ work: () -> Void) { print("no arguments"); work() }
            func run(_ work: (Int) -> Void) { work(42) }
            run { print("ran") }
            run { n in print("got", n) }
            run { print("got", $0 + 1) }
            """)
        #expect(r.error == nil)
        #expect(r.output == "no arguments\nran\ngot 42\ngot 43\n")
    }

    /// A learner's `hidden(_:)` beside SwiftUI's `hidden()` (Pro SwiftUI L852–874): each call finds its own.
    @Test func aViewExtensionBesideTheModifierOfItsName() throws {
        let tree = try root("""
            extension View {
                @ViewBuilder func hidden(_ hidden: Bool) -> some View {
                    if hidden { self.hidden() } else { self }
                }
            }
            Text("Hi").hidden(true)
            """)
        #expect(tree.typeName == "_ConditionalContent<ModifiedContent<Text, _HiddenModifier>, Text>")
    }
}
