import Testing
@testable import ViewlabLanguage

/// A computed property's getter is lowered once, as a function's body is (issue 26): each kind of
/// getter gives what Swift prints, whoever runs it and however often.
@Suite struct ComputedGetterTests {
    @Test func aSingleExpressionGetterTakesItsDeclaredType() {
        let r = run("""
            struct Box { var w: Int; var h: Int
                var area: Double { Double(w * h) }
                var half: Double { 3 }
                var cells: [Double] { [1, 2] }
            }
            let b = Box(w: 2, h: 3)
            var total = 0.0
            for _ in 0..<3 { total += b.area }
            print(total, b.half, b.cells)
            """)
        #expect(r.output == "18.0 3.0 [1.0, 2.0]\n")
    }

    @Test func aGetterOfStatementsReturnsWhatItsReturnGives() {
        let r = run("""
            struct Grade { var score: Int
                var letter: String {
                    if score >= 90 { return "A" }
                    let rest = score >= 80 ? "B" : "C"
                    return rest
                }
                var bonus: Double {
                    let extra = score / 10
                    return Double(extra) + 1
                }
            }
            for s in [95, 85, 40] { print(Grade(score: s).letter, Grade(score: s).bonus) }
            """)
        #expect(r.output == "A 10.0\nB 9.0\nC 5.0\n")
    }

    /// One protocol extension's getter copied to two types: each run conforms to its own `Self`.
    @Test func aProtocolExtensionsGetterOfSelfGivesEachTypeItsOwn() {
        let r = run("""
            protocol Scalable { var factor: Double { get }; init(factor: Double) }
            extension Scalable { var doubled: Self { Self(factor: factor * 2) } }
            struct Meters: Scalable { var factor: Double }
            struct Seconds: Scalable { var factor: Double }
            let m = Meters(factor: 1.5), s = Seconds(factor: 4)
            print(m.doubled.factor, s.doubled.factor, type(of: m.doubled), type(of: s.doubled))
            print(m.doubled.doubled.factor)
            """)
        #expect(r.output == "3.0 8.0 Meters Seconds\n6.0\n")
    }

    @Test func aGetterSeesItsInstancesCurrentValues() {
        let r = run("""
            class Counter { var n = 0; var label: String { "n = \\(n)" } }
            let c = Counter()
            var seen: [String] = []
            for _ in 0..<3 { c.n += 1; seen.append(c.label) }
            print(seen)
            """)
        #expect(r.output == "[\"n = 1\", \"n = 2\", \"n = 3\"]\n")
    }

    /// A view builder getter builds its view; one with a `return` returns it, as in Swift.
    @Test func aViewBuilderGetterWithAReturnReturnsItsView() {
        let r = run("""
            import SwiftUI
            struct Card: View {
                var compact: Bool
                var body: some View {
                    Text("card")
                }
                @ViewBuilder var badge: some View {
                    if compact { Text("c") } else { Text("wide") }
                }
                var plain: some View {
                    return Text("plain")
                }
            }
            print(type(of: Card(compact: true).badge), type(of: Card(compact: false).plain))
            """)
        #expect(r.output == "_ConditionalContent<Text, Text> Text\n")
    }

    /// An assignment to a computed property runs its setter alone, with the value conformed to the
    /// property's type; `+=` runs the getter once, then the setter; a mutating method through one
    /// (`total.negate()`) likewise. Before, each ran the getter once or twice more.
    @Test func anAssignmentRunsTheSetterAlone() {
        let r = run("""
            struct Thermo {
                var c = 1.0
                var total: Double {
                    get { print("get"); return c }
                    set { print("set \\(newValue)"); c = newValue }
                }
                mutating func reset() { total = 0 }
            }
            enum Unit { case metric, imperial }
            class Settings {
                var stored: Unit = .metric
                var unit: Unit {
                    get { print("get unit"); return stored }
                    set { stored = newValue }
                }
            }
            var t = Thermo()
            let reading = 21.5
            t.total = reading
            t.total = 5
            t.total += 1
            t.reset()
            t.total.negate()
            let s = Settings()
            s.unit = .imperial
            print(t.c, s.stored)
            """)
        #expect(r.error == nil)
        #expect(r.output == "set 21.5\nset 5.0\nget\nset 6.0\nset 0.0\nget\nset -0.0\n-0.0 imperial\n")
    }
}

