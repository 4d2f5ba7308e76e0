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

/// Standard library and class features found wrong or refused by running app-style programs; the
/// expected outputs are swiftc 6.3's.
struct StandardLibraryAdditionsTests {
    @Test func dumpPrintsTheMirrorTree() {
        let r = run("""
            struct P { var x = 1; var s = "hi"; var o: Int? = 3; var n: Int? = nil }
            enum E { case a, b(Int), c(x: Int, y: String) }
            class C { var v = 2 }
            dump([1, 2]); dump(P()); dump(E.a); dump(E.b(1)); dump(E.c(x: 1, y: "z")); dump(C())
            dump(["a": 1]); dump((1, "x")); dump(1...3)
            print(dump([[1], []]))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            ▿ 2 elements
              - 1
              - 2
            ▿ main.P
              - x: 1
              - s: "hi"
              ▿ o: Optional(3)
                - some: 3
              - n: nil
            - main.E.a
            ▿ main.E.b
              - b: 1
            ▿ main.E.c
              ▿ c: (2 elements)
                - x: 1
                - y: "z"
            ▿ main.C #0
              - v: 2
            ▿ 1 key/value pair
              ▿ (2 elements)
                - key: "a"
                - value: 1
            ▿ (2 elements)
              - .0: 1
              - .1: "x"
            ▿ ClosedRange(1...3)
              - lowerBound: 1
              - upperBound: 3
            ▿ 2 elements
              ▿ 1 element
                - 1
              - 0 elements
            [[1], []]

            """)
    }

    @Test func subrangesPartitionAndOneSidedZip() {
        let r = run("""
            var a = [5, 1, 4, 2, 3, 9, 7]
            let i = a.partition(by: { $0 > 3 })
            print(i, a)
            a.removeSubrange(1..<3); print(a)
            a.replaceSubrange(0...1, with: [10, 11, 12]); print(a)
            var s = "Hello"
            s.replaceSubrange(s.startIndex..<s.index(after: s.startIndex), with: "J"); print(s)
            s.removeSubrange(s.index(s.startIndex, offsetBy: 2)...); print(s)
            for (n, i) in zip(["x", "y"], 1...) { print(n, i) }
            """)
        #expect(r.error == nil)
        #expect(r.output == "3 [3, 1, 2, 4, 5, 9, 7]\n[3, 4, 5, 9, 7]\n[10, 11, 12, 5, 9, 7]\nJello\nJe\nx 1\ny 2\n")
    }

    @Test func keyPathWritesPrefixOperatorsAndSharedAnnotations() {
        let r = run("""
            struct P { var x = 0; var y = 0 }
            var p = P()
            p[keyPath: \\.x] = 5
            p[keyPath: \\P.y] += 2
            print(p.x, p.y)
            struct Vec: Equatable { var x, y: Double
                static prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
                static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
            }
            let v = Vec(x: 1, y: 2)
            print(-v, -v == Vec(x: -1, y: -2), v - v)
            """)
        #expect(r.error == nil)
        #expect(r.output == "5 2\nVec(x: -1.0, y: -2.0) true Vec(x: 0.0, y: 0.0)\n")
    }

    @Test func overridingObserversAndInheritedConvenienceInitializers() {
        let r = run("""
            class A { var n = 0 { willSet { print("A will \\(newValue)") } didSet { print("A did \\(oldValue)") } } }
            class B: A { override var n: Int { willSet { print("B will \\(newValue)") } didSet { print("B did \\(oldValue)") } } }
            let b = B(); b.n = 4
            class Animal { let name: String; init(name: String) { self.name = name }
                convenience init() { self.init(name: "Nobody") } }
            class Cat: Animal { convenience init(kitten: Bool) { self.init(name: kitten ? "Kitty" : "Cat") } }
            print(Cat(kitten: true).name, Cat(name: "Tom").name, Cat().name)
            """)
        #expect(r.error == nil)
        #expect(r.output == "B will 4\nA will 4\nA did 0\nB did 0\nKitty Tom Nobody\n")
    }

    @Test func extensionsOfFloatingPointAliasesReachDoubles() {
        let r = run("""
            extension TimeInterval { var minutes: Int { Int(self) / 60 } }
            let t: TimeInterval = 125
            print(t.minutes)
            """)
        #expect(r.error == nil)
        #expect(r.output == "2\n")
    }

    @Test func optionalExtensionsRoundingAndArrayStatics() {
        let r = run("""
            extension Optional where Wrapped == String { var orEmpty: String { self ?? "" } }
            let s: String? = nil
            print(s.orEmpty.isEmpty)
            var d = 2.567
            d.round()
            var e = 2.567
            e.round(.down)
            var n = 3
            n.negate()
            print(d, e, n)
            let text = "hello world"
            if let r = text.firstRange(of: "world") { print(text[r]) }
            extension Array where Element == Int { static var sample: [Int] { [1, 2, 3] } }
            print([Int].sample)
            """)
        #expect(r.error == nil)
        #expect(r.output == "true\n3.0 2.0 -3\nworld\n[1, 2, 3]\n")
    }
}

/// Operators and collection methods found wrong in app code; the expected output is swiftc 6.3's
/// (SwiftUI's Angle operators by Apple's documentation).
struct OperatorAndCollectionTests {
    @Test func operatorsChosenByTheirOperands() {
        let r = run("""
            struct Box {
                var items: [Int]
                var sum: Int { items.reduce(0, +) }
                static func + (lhs: Box, rhs: Int) -> Box { Box(items: lhs.items + [rhs]) }
            }
            struct Bag { var n: Int }
            func + (lhs: Bag, rhs: Int) -> Bag { Bag(n: lhs.n + rhs) }
            print(Box(items: [1, 2, 3]).sum, (Box(items: [1]) + 2).items, [1, 2, 3].reduce(0, +), (Bag(n: 1) + 4).n)
            var a = [1, 2, 3]
            a.insert(contentsOf: [7, 8], at: 1)
            print(a, a.count, [3, 1].elementsEqual([3, 1]))
            print(["a", "b", "c"].formatted(.list(type: .or)), ["x", "y"].formatted())
            print((Angle.degrees(30) * 3).degrees, (2 * Angle.degrees(10)).degrees, (Angle.degrees(90) / 2).degrees)
            """)
        #expect(r.error == nil)
        #expect(r.output == "6 [1, 2] 6 5\n[1, 7, 8, 2, 3] 5 true\na, b, or c x and y\n90.0 20.0 45.0\n")
    }
}

/// A String.Index's `utf16Offset(in:)`: the UTF-16 units before it (an emoji is two), as swiftc 6.3 prints.
struct StringIndexOffsetTests {
    @Test func utf16OffsetCountsTheUnitsBefore() {
        let r = run("""
            let s = "Swift Programming"
            print(s.firstIndex(of: "P")!.utf16Offset(in: s), s.endIndex.utf16Offset(in: s))
            let e = "a😀b"
            print(e.firstIndex(of: "b")!.utf16Offset(in: e))
            """)
        #expect(r.error == nil)
        #expect(r.output == "6 17\n3\n")
    }
}

/// Set's `remove(_:)` takes the member out (Array's is `remove(at:)`), for numbers too. Checked
/// against swiftc 6.3.
struct SetRemoveTests {
    @Test func removeTakesTheMemberOut() {
        let r = run("""
            var set: Set<String> = ["x", "y"]; set.insert("z"); set.remove("x")
            var numbers: Set<Int> = [3, 10, 20]; numbers.remove(3); numbers.remove(99)
            var list = [3, 10, 20]; list.remove(at: 0)
            print(set.sorted(), numbers.sorted(), list)
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"y\", \"z\"] [10, 20] [10, 20]\n")
    }
}

/// A range of integers subscripted as the collection it is (`(0..<7)[2..<5]` is `2..<5`), and a
/// `reduce` whose start is a labelled tuple giving its labels to the unlabelled tuples its closure
/// makes. Checked against swiftc 6.3.
struct RangeAndReduceCornersTests {
    @Test func rangeSubscriptsAndALabelledAccumulator() {
        let r = run("""
            let r = 3..<9
            print(r[4], Array(r[4..<6]), r[5...], (0..<10)[2..<4].count)
            let chunks = stride(from: 0, to: 7, by: 3).map { Array((0..<7)[$0..<min($0 + 3, 7)]) }
            print(chunks)
            let t = [1.5, 2.5].reduce((count: 0, total: 0.0)) { ($0.count + 1, $0.total + $1) }
            print(t, t.total / Double(t.count))
            """)
        #expect(r.error == nil)
        #expect(r.output == "4 [4, 5] 5..<9 2\n[[0, 1, 2], [3, 4, 5], [6]]\n(count: 2, total: 4.0) 2.0\n")
    }

    @Test func aRangeIndexOutOfItsBoundsIsSaidSo() {
        #expect(run("let r = 3..<9\nprint(r[9])").error?.message == "index 9 is out of range (the range is 3..<9)")
    }
}

/// A static member of a constrained `extension Array` reached from the type written several ways.
struct ArrayStaticMemberTests {
    @Test func arrayTypeStaticsAsWritten() {
        let r = run("""
            extension Array where Element == Int { static var demo: [Int] { [1, 2] } }
            let a: [Int] = .demo
            print(a.count, Array<Int>.demo, [Int].demo)
            """)
        #expect(r.error == nil)
        #expect(r.output == "2 [1, 2] [1, 2]\n")
    }
}
