import Testing
import ViewlabLanguage

/// Foundation's CharacterSet and Scanner, and the sized integers as viewlab's Int, as the common
/// `Color(hex:)` initializer uses them; the expected output is swiftc 6.3's.
struct CharacterSetAndScannerTests {
    @Test func characterSetsScannersAndSizedIntegers() {
        let r = run("""
            print("a-b_c".components(separatedBy: CharacterSet(charactersIn: "-_")))
            print("  #ff00aa ".trimmingCharacters(in: CharacterSet.alphanumerics.inverted))
            print("abc123".rangeOfCharacter(from: .decimalDigits) != nil, CharacterSet.letters.contains("x"), CharacterSet.decimalDigits.contains("x"))
            var v: UInt64 = 0
            let ok = Scanner(string: "1aZ").scanHexInt64(&v)
            print(ok, v)
            print(Int8.max, UInt8.max, UInt64("ff", radix: 16)!, UInt8(200), Int32(7) * 2, UInt8("300") == nil)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"a\", \"b\", \"c\"]\nff00aa\ntrue true false\ntrue 26\n127 255 255 200 14 true\n")
    }

    @Test func theCommonHexColourInitializerRuns() throws {
        let view = try root("""
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    default: (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                }
            }
            #Preview { Color(hex: "#FF8800") }
            """)
        guard case .color(let c) = view else { Issue.record("not a colour: \\(view)"); return }
        #expect(c.rgba?.red == 1 && c.rgba?.blue == 0)
        #expect(abs((c.rgba?.green ?? 0) - 136.0 / 255) < 1e-9)
    }
}
