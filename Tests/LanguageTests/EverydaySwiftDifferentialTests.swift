import Testing
import ViewlabLanguage

/// Everyday Swift that viewlab ran differently from swiftc 6.3 (programs of our own, compiled and
/// run on this machine, outputs compared): a property's type inferred from its initial value types
/// the memberwise initializer's argument, a trailing closure is `prefix(while:)`'s and
/// `drop(while:)`'s, `fallthrough` runs the next case, a Unicode scalar is made from its number, and
/// a value's description and debug description are Swift's. The expected output is swiftc's.
struct EverydaySwiftDifferentialTests {
    @Test func aPropertysInitialValueTypesItsMemberwiseArgument() {
        let r = run("""
            struct Size { var width = 1.5, height = 2.0; var area: Double { width * height } }
            struct Ring { var radius = -0.5 * 2; var scale = Double(1); var count = 2 }
            let s = Size(width: 3)
            print(s, s.width / 2, Size(height: 4).area, Ring(radius: 3, scale: 2, count: 4))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            Size(width: 3.0, height: 2.0) 1.5 6.0 Ring(radius: 3.0, scale: 2.0, count: 4)

            """)
    }

    @Test func aTrailingClosureIsPrefixAndDropWhile() {
        let r = run("""
            let a = [5, 3, 8, 1, 9]
            print(a.prefix { $0 > 2 }, a.drop { $0 > 2 }, "hello world".prefix { $0 != " " }, a.prefix(2))
            """)
        #expect(r.error == nil)
        #expect(r.output == "[5, 3, 8] [1, 9] hello [5, 3]\n")
    }

    @Test func fallthroughRunsTheNextCase() {
        let r = run("""
            for n in [1, 2, 3, 5] {
                var said: [String] = []
                switch n {
                case 1:
                    said.append("one")
                    fallthrough
                case 2:
                    said.append("up to two")
                    if n == 2 { fallthrough }
                case 3:
                    said.append("three")
                default:
                    said.append("other")
                }
                print(n, said)
            }
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            1 ["one", "up to two"]
            2 ["up to two", "three"]
            3 ["three"]
            5 ["other"]

            """)
    }

    @Test func aUnicodeScalarIsMadeFromItsNumber() {
        let r = run("""
            func caesar(_ s: String, shift: UInt8) -> String {
                String(s.map { ch -> Character in
                    guard let a = ch.asciiValue, ch.isLowercase else { return ch }
                    return Character(UnicodeScalar((a - 97 + shift) % 26 + 97))
                })
            }
            let shifted = "abc".unicodeScalars.map { Character(UnicodeScalar($0.value + 1)!) }
            print(caesar("hello, xyz", shift: 3), String(shifted), Unicode.Scalar(0xD800) as Any, UnicodeScalar("z").value)
            """)
        #expect(r.error == nil)
        #expect(r.output == "khoor, abc bcd nil 122\n")
    }

    @Test func descriptionsAndDebugDescriptionsAreSwifts() {
        let r = run(#"""
            struct Temp: CustomStringConvertible, CustomDebugStringConvertible {
                var c: Double
                var description: String { "\(c)°C" }
                var debugDescription: String { "Temp(\(c))" }
            }
            struct Probe: CustomDebugStringConvertible { var id: Int; var debugDescription: String { "probe #\(id)" } }
            struct Reading { var temp: Temp; var probe: Probe }
            let n: Int? = 3
            let parsed = ["7", "x"].map { Int($0) }
            print(String(describing: n), String(describing: parsed), String(reflecting: "q"), "a\"b".debugDescription, [1, 2].debugDescription)
            print(Temp(c: 21.5), [Temp(c: 1)], "\(Temp(c: 2))", Probe(id: 4), [Probe(id: 5)], Reading(temp: Temp(c: 3), probe: Probe(id: 6)))
            debugPrint(Temp(c: 3), "s")
            """#)
        #expect(r.error == nil)
        #expect(r.output == #"""
            Optional(3) [Optional(7), nil] "q" "a\"b" [1, 2]
            21.5°C [Temp(1.0)] 2.0°C probe #4 [probe #5] Reading(temp: Temp(3.0), probe: probe #6)
            Temp(3.0) "s"

            """#)
    }

    /// The file's own operators and precedence groups, a function passed or held by its name, a
    /// generic parameter's type, an extension before its type, a type's alias and nested types.
    @Test func operatorsFunctionValuesAndTypeNames() {
        let r = run(#"""
            precedencegroup PowerPrecedence {
                higherThan: MultiplicationPrecedence
                associativity: right
            }
            infix operator ** : PowerPrecedence
            func ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }
            func doubled(value: Int) -> Int { value * 2 }
            func describe<T>(_ value: T) -> String { "\(T.self)" }
            extension Box { init(single: Int) { self.init(value: single) } }
            struct Box { var value: Int }
            struct Theme { enum Tint { case warm, cool }; typealias Shade = Tint }
            extension Theme.Tint { var isWarm: Bool { self == .warm } }
            struct Config: Equatable { var count: Int; var ratio: Double = 1 }
            struct Wheel { var config: Config }
            let apply = doubled
            print(2 ** 3 ** 2, 1 + 2 ** 2 * 3, [1, 2, 3].map(doubled), apply(21))
            print(describe(3), describe([1.5]), describe(Box(value: 1)), Box(single: 4).value)
            print(Theme.Tint.warm.isWarm, Theme.Shade.cool.isWarm, Wheel(config: .init(count: 3)).config == .init(count: 3, ratio: 1))
            """#)
        #expect(r.error == nil)
        #expect(r.output == """
            512 13 [2, 4, 6] 42
            Int Array<Double> Box 4
            true false true

            """)
    }

    /// Types nested in different types under one name (two types' own `Constants`, a nested `Badge`
    /// beside a top-level one, a nested `Pie` beside a top-level `Pie`): each type's code means its own.
    @Test func nestedTypesOfOneNameAreEachTheirOuterTypes() {
        let r = run(#"""
            struct Card {
                var body: String { "card \(Constants.cornerRadius) \(Constants.Badge.opacity)" }
                private enum Constants {
                    static let cornerRadius = 10
                    enum Badge { static let opacity = 0.4 }
                }
            }
            struct Badge {
                var body: String { "badge \(Constants.inset) \(Constants.scale(2))" }
                private enum Constants {
                    static let inset = 4.5
                    static func scale(_ x: Int) -> Int { x * 3 }
                }
            }
            struct Pie { var slices = 3 }
            struct Chart {
                enum Constants { struct Pie { var slices = 8 } }
                var pie = Constants.Pie()
            }
            print(Card().body, Badge().body, Pie().slices, Chart().pie.slices, Chart.Constants.Pie().slices)
            """#)
        #expect(r.error == nil)
        #expect(r.output == "card 10 0.4 badge 4.5 6 3 8 8\n")
    }
}
