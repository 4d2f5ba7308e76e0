import Testing
import ViewlabLanguage

/// Everyday Swift that viewlab ran differently from swiftc 6.3 (programs of our own, compiled and
/// run on this machine, outputs compared): a property's type inferred from its initial value types
/// the memberwise initializer's argument, a trailing closure is `prefix(while:)`'s and
/// `drop(while:)`'s, `fallthrough` runs the next case, and a Unicode scalar is made from its number. The expected output is swiftc's.
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
}
