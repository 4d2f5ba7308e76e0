import Testing
import ViewlabLanguage

/// An Int made text (`String(n)`, `"\(n)"`, `print`, inside a collection) is written digit by digit
/// (`Int.decimalText`), as Swift writes it: the expected output is swiftc 6.3's.
struct IntegerTextTests {
    @Test func everyIntIsWrittenAsSwiftWritesIt() {
        let r = run("""
            let values = [0, 7, -7, 10, 99, -100, 1_000_000, 123_456_789_012_345, Int.max, Int.min, Int.min + 1]
            for v in values { print(String(v), "<\\(v)>", v) }
            print(values)
            var text = ""
            for i in 0..<12 { text += String(i % 10) }
            print(text, "k\\(-5 % 3)")
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            0 <0> 0
            7 <7> 7
            -7 <-7> -7
            10 <10> 10
            99 <99> 99
            -100 <-100> -100
            1000000 <1000000> 1000000
            123456789012345 <123456789012345> 123456789012345
            9223372036854775807 <9223372036854775807> 9223372036854775807
            -9223372036854775808 <-9223372036854775808> -9223372036854775808
            -9223372036854775807 <-9223372036854775807> -9223372036854775807
            [0, 7, -7, 10, 99, -100, 1000000, 123456789012345, 9223372036854775807, -9223372036854775808, -9223372036854775807]
            012345678901 k-2

            """)
    }

    @Test func anIntAfterTextIsWrittenWithIt() {
        // Text of up to 15 bytes before the Int is made into one string with its digits; longer
        // text, and text after it, is appended to as before. "é" is two bytes.
        let r = run("""
            for n in [Int.min, -1, 0, 42] {
                print("k\\(n)", "abcdefghijklmno\\(n)", "abcdefghijklmnop\\(n)", "é\\(n)é", "\\(n)\\(n)", "a\\(n)b\\(n)")
            }
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            k-9223372036854775808 abcdefghijklmno-9223372036854775808 abcdefghijklmnop-9223372036854775808 é-9223372036854775808é -9223372036854775808-9223372036854775808 a-9223372036854775808b-9223372036854775808
            k-1 abcdefghijklmno-1 abcdefghijklmnop-1 é-1é -1-1 a-1b-1
            k0 abcdefghijklmno0 abcdefghijklmnop0 é0é 00 a0b0
            k42 abcdefghijklmno42 abcdefghijklmnop42 é42é 4242 a42b42

            """)
    }
}
