import Testing
@testable import ViewlabLanguage

/// The interpreter's shortcuts (issue 26) give what the general path gives, and step aside where it must run.
@Suite struct FastPathTests {
    /// Every read of a variable copies its value: a payload over 32 bytes belongs behind `indirect`.
    @Test func aValueIsThirtyTwoBytes() {
        #expect(MemoryLayout<Value>.size == 32)
    }

    /// `d.y += 1` on a class instance's stored number at one site, run again and again (the runs
    /// after the first read and write the field at its place, `FieldTarget.update`): the values the
    /// first run's general path gives, a Double field given integer literals, an Int field, and a
    /// `didSet` property (which always takes the general path). `CGRect(x:y:width:height:)` at a site
    /// that keeps its type, and `CGRect(origin:size:)`. The expected output is swiftc 6.3's.
    @Test func compoundAssignmentsToAnObjectsFieldsAndRectanglesAreAsTheGeneralPathMakesThem() {
        let r = run("""
            final class Drop {
                var y = 0.0
                var n = 0
                var seen = 0 { didSet { log.append(seen) } }
            }
            var log: [Int] = []
            let drops = [Drop(), Drop()]
            for step in 1...3 {
                for d in drops {
                    d.y += 1
                    d.y *= 2
                    d.n += step
                    d.seen += 1
                }
            }
            print(drops[0].y, drops[1].n, drops[0].seen, log)
            for i in 0..<3 {
                let r = CGRect(x: Double(i), y: 2, width: 3, height: 4)
                print(r.origin.x, r.size.height, r.maxX)
            }
            let made = CGRect(origin: .zero, size: CGSize(width: 1, height: 2))
            print(made.width, made.height)
            """)
        #expect(r.error == nil)
        #expect(r.output == "14.0 6 3 [1, 1, 2, 2, 3, 3]\n0.0 4.0 3.0\n1.0 4.0 4.0\n2.0 4.0 5.0\n1.0 2.0\n")
    }

    /// A memberwise initializer keeps an Int stored as `Int` and a number, string or Boolean stored
    /// as a type no learner declares, without reading the type's syntax; a learner's literal type
    /// and a Double given an integer literal are still converted. `String(n)` of an Int, `$0` in a
    /// closure: as the general path gives them. The expected output is swiftc 6.3's.
    @Test func memberwiseFieldsAndStringOfIntAreAsTheGeneralPathMakesThem() {
        let r = run("""
            struct Meters: ExpressibleByFloatLiteral {
                var value: Double
                init(floatLiteral v: Double) { value = v }
            }
            struct Lap {
                var distance: Meters
                var count: Int
                var pace: Double
                var name: String
                var done: Bool
            }
            let lap = Lap(distance: 2.5, count: 3, pace: 4, name: "a", done: true)
            print(lap.distance.value, lap.count, lap.pace, lap.name, lap.done)
            print(String(42), String(-7) + "!", [1, 2].map { String($0) }, String(255, radix: 16))
            """)
        #expect(r.error == nil)
        #expect(r.output == "2.5 3 4.0 a true\n42 -7! [\"1\", \"2\"] ff\n")
    }

    /// A struct whose stored properties all take arguments and have no initial value, wrapper or
    /// builder is made from its arguments as they are (`plainMemberwise`): the same values, an
    /// Optional property or a Double given an integer literal converted as before, and arguments out
    /// of order reported as the general memberwise initializer reports them. Checked against swiftc 6.3.
    @Test func aPlainMemberwiseStructIsMadeAsTheGeneralPathMakesIt() {
        let r = run("""
            struct Item {
                let id: Int
                var price: Double
                let name: String
                let inStock: Bool
            }
            var a = Item(id: 1, price: 3, name: "pen", inStock: true)
            a.price += 0.5
            let b = Item(id: 2, price: 1.25, name: "cap", inStock: false)
            print(a.id, a.price, a.name, a.inStock, b)
            struct Pair { var x: Int; var y: Int? }
            print(Pair(x: 1, y: 2), Pair(x: 3, y: nil))
            let items = (0..<3).map { Item(id: $0, price: Double($0) * 2, name: "n\\($0)", inStock: $0 % 2 == 0) }
            print(items.map(\\.price), items.filter(\\.inStock).count)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            1 3.5 pen true Item(id: 2, price: 1.25, name: "cap", inStock: false)
            Pair(x: 1, y: Optional(2)) Pair(x: 3, y: nil)
            [0.0, 2.0, 4.0] 2

            """)
        let swapped = run("struct Item { let id: Int; let name: String }\nlet x = Item(name: \"a\", id: 1)")
        #expect(swapped.error?.description.hasPrefix(
            "test.swift:2:9: error: incorrect arguments in call to 'Item(…)' (have 'name:id:', expected 'id:name:')") == true)
    }

    /// At a site that kept its type (a loop's second turn on), a plain memberwise struct is made
    /// straight from its arguments' values, each evaluated once; a struct with a property of another
    /// struct, an array or a learner's literal type is converted by the general initializer, given
    /// the values evaluated. Checked against swiftc 6.3.
    @Test func aKeptSiteMakesPlainStructsFromItsArgumentsOnce() {
        let r = run("""
            struct Meters: ExpressibleByFloatLiteral {
                var value: Double
                init(floatLiteral v: Double) { value = v }
            }
            struct Point { var x: Int; var y: Int }
            struct Segment { let from: Point; let to: Point; let tags: [String]; let length: Meters }
            func noisy(_ n: Int) -> Int {
                print("arg", n)
                return n
            }
            var segments: [Segment] = []
            for i in 0..<3 {
                segments.append(Segment(from: Point(x: noisy(i), y: 0), to: Point(x: 0, y: i * 2), tags: ["t\\(i)"], length: 1.5))
            }
            print(segments.map { "\\($0.from.x),\\($0.to.y) \\($0.tags) \\($0.length.value)" })
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            arg 0
            arg 1
            arg 2
            ["0,0 [\\"t0\\"] 1.5", "1,2 [\\"t1\\"] 1.5", "2,4 [\\"t2\\"] 1.5"]

            """)
    }

    /// An operator passed as a function (`reduce(0, +)`, `sorted(by: >)`) applies to the two values
    /// at once: the standard library's for numbers and strings, a learner's `static func +` for their
    /// type, an overflow reported at the operator. Checked against swiftc 6.3.
    @Test func anOperatorPassedAsAFunctionAppliesAsWritten() {
        let r = run("""
            struct Money {
                var cents: Int
                static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
            }
            print([1, 2, 3].reduce(0, +), [3, 1, 2].sorted(by: >), [1.5, 2].reduce(1, *), ["b", "a"].sorted(by: <))
            print([Money(cents: 5), Money(cents: 7)].reduce(Money(cents: 1), +).cents)
            let big = [Int.max, 1]
            print(big.reduce(0, +))
            """)
        #expect(r.output == "6 [3, 2, 1] 3.0 [\"a\", \"b\"]\n13\n")
        #expect(r.error?.description.hasPrefix("test.swift:8:21: error: arithmetic overflow") == true)
    }

    /// `String(x)` at a site that kept its construction (every run after the first): each kind of
    /// value as `constructBuiltinValue` makes it, and any other through it. Checked against swiftc 6.3.
    @Test func aKeptStringConversionMakesWhatTheGeneralPathMakes() {
        let r = run("""
            var out: [String] = []
            for _ in 0..<2 {
                out.append(String(7) + String(0.1) + String(false) + String("t") + String(Character("c")) + String("word".prefix(2)))
            }
            print(out)
            for i in 0..<3 { print(String(i) + String(Double(i) / 4)) }
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"70.1falsetcwo\", \"70.1falsetcwo\"]\n00.0\n10.25\n20.5\n")
    }

    @Test func preludeGeometryIsMadeAsItsInitializersMakeIt() {
        let r = run("""
            let i = 7
            let r = CGRect(x: 1, y: 2.5, width: i, height: 4)
            print(r, r.midX, r.origin, r.size, type(of: r.origin))
            print(CGRect(origin: CGPoint(x: 3, y: 4), size: CGSize(width: 5, height: 6)) == CGRect(x: 3, y: 4, width: 5, height: 6))
            print(CGPoint(x: i, y: 2), CGSize(width: 1, height: 2.5), CGRect(origin: .zero, size: .zero))
            """)
        #expect(r.error == nil)
        #expect(r.output == "(1.0, 2.5, 7.0, 4.0) 4.5 (1.0, 2.5) (7.0, 4.0) CGPoint\ntrue\n(7.0, 2.0) (1.0, 2.5) (0.0, 0.0, 0.0, 0.0)\n")
    }

    @Test func aLearnersOwnGeometryTypeRunsItsInitializer() {
        let r = run("""
            struct CGPoint { var x: Double; var y: Double; init(x: Double, y: Double) { print("mine"); self.x = x * 2; self.y = y } }
            print(CGPoint(x: 1, y: 2).x)
            """)
        #expect(r.error == nil)
        #expect(r.output == "mine\n2.0\n")
    }

    @Test func anArrayElementWriteConformsAndReportsAsBefore() {
        let r = run("""
            var counts = [0, 0, 0]
            var next = 0
            func index() -> Int { next += 1; return next }
            counts[index()] = 5
            var heights: [Double] = [1, 2]
            heights[0] = 3
            enum Size { case s, m }
            var sizes: [Size] = [.s, .s]
            sizes[1] = .m
            print(counts, next, heights, sizes[1] == .m)
            counts[3] = 1
            """)
        #expect(r.output == "[0, 5, 0] 1 [3.0, 2.0] true\n")
        #expect(r.error?.message == "index 3 is out of range (the array has 3 elements)")
    }

    @Test func aMethodNamedLikeATypeIsStillFound() {
        let r = run("""
            struct Converter {
                func Double(_ x: Int) -> Int { x * 10 }
                func run() -> Int { Double(4) }
            }
            print(Converter().run(), Double(4))
            """)
        #expect(r.error == nil)
        #expect(r.output == "40 4.0\n")
    }

    @Test func aPlainCallTypesEachArgumentByItsParameter() {
        let r = run("""
            func f(_ a: Int, _ b: Double) -> Double { Double(a) + b }
            func g(x: Int, y: Int = 2) -> Int { x * y }
            func h(_ n: Int) -> Int { n <= 0 ? 0 : 1 + h(n - 1) }
            struct Box { var side = 2.0; func area(times k: Int) -> Double { side * side * Double(k) } }
            print(f(1, 10 / 4), g(x: 3), g(x: 3, y: 4), h(300), Box().area(times: 3))
            """)
        #expect(r.error == nil)
        #expect(r.output == "3.5 6 12 300 12.0\n")
    }

    @Test func aBareNameReadsSelfsStoredPropertyUnlessSomethingCloserHasIt() {
        let r = run("""
            struct P {
                var x = 3
                func read() -> Int { x }
                func shadowed() -> Int { let x = 10; return x }
                func function() -> Int { func x() -> Int { 99 }; return x() }
                func inClosure() -> Int { [1, 2].map { $0 + x }.reduce(0, +) }
            }
            class Counter { var n = 0; func bump() -> Int { n += 1; return n } }
            let c = Counter()
            _ = c.bump()
            print(P().read(), P().shadowed(), P().function(), P().inClosure(), c.bump())
            """)
        #expect(r.error == nil)
        #expect(r.output == "3 10 99 9 2\n")
    }

    @Test func aMethodChangesSelfsCollectionInPlaceWithItsTypesAndObservers() {
        let r = run("""
            class Log {
                var items: [Int] = []
                var counts = [String: Int]()
                @Published var seen: [Int] = []
                func add(_ x: Int) { items.append(x); counts["k\\(x % 2)", default: 0] += 1; seen.append(x) }
            }
            struct Bag {
                var xs: [Double] = []
                var watched: [Int] = [] { didSet { print("didSet", watched.count) } }
                mutating func put(_ v: Int) { xs.append(Double(v)); xs.append(1); watched.append(v) }
            }
            let log = Log()
            for i in 0..<3 { log.add(i) }
            var bag = Bag()
            bag.put(2)
            print(log.items, log.counts["k0"]!, log.seen, bag.xs, bag.watched)
            """)
        #expect(r.error == nil)
        #expect(r.output == "didSet 1\n[0, 1, 2] 2 [0, 1, 2] [2.0, 1.0] [2]\n")
    }

    @Test func aFieldWriteTakesTypesObserversAndLetsAsTheGeneralPath() {
        let r = run("""
            class Drop {
                var y = 0.0
                var hits = 0 { didSet { print("hit", oldValue, "->", hits) } }
            }
            struct Point { var x: Double; var y: Double }
            class Account {
                var balance = 0
                var limit: Double = 1 { willSet { print("limit", newValue) } }
                init() { balance = 5 }
                func deposit(_ amount: Int) { balance += amount; limit = 2; limit *= 3 }
            }
            let drop = Drop()
            drop.y += 2
            drop.y = 7
            drop.hits += 1
            var p = Point(x: 1, y: 2)
            p.x += 1
            p.y = 5
            let a = Account()
            a.deposit(3)
            print(drop.y, drop.hits, p.x, p.y, a.balance, a.limit)
            let fixed = Point(x: 0, y: 0)
            fixed.x = 1
            """)
        #expect(r.output == "hit 0 -> 1\nlimit 2.0\nlimit 6.0\n7.0 1 2.0 5.0 8 6.0\n")
        #expect(r.error?.message == "cannot assign to property: 'fixed' is a 'let' constant")
    }

    @Test func aFieldWriteFindsWhatTheNameMeansWhenItRuns() {
        let r = run("""
            class Box { var v = 1 }
            struct Pair { var v = 10 }
            var b = Box()
            for i in 0..<3 {
                b.v += i
                if i == 1 { b = Box() }
            }
            var pairs = [Pair(), Pair()]
            for var q in pairs { q.v *= 2; print(q.v) }
            struct Counter {
                var n = 0
                mutating func bump(_ n: Int) { self.n += n }
                mutating func local() { var n = 5; n += 1; self.n = n }
            }
            var c = Counter()
            c.bump(4)
            print(b.v, c.n, pairs[0].v)
            c.local()
            print(c.n)
            """)
        #expect(r.error == nil)
        #expect(r.output == "20\n20\n3 4 10\n6\n")
    }

    @Test func anElementUpdateOnAVariableTakesTheDeclaredTypesAndObservers() {
        let r = run("""
            var counts: [String: Int] = [:]
            for w in ["a", "b", "a"] { counts[w, default: 0] += 1 }
            var weights: [String: Double] = [:]
            weights["x", default: 0] += 2
            weights["x", default: 0] *= 3
            var xs: [Double] = [1, 2]
            xs[1] += 1
            var m = ["k": 1.5]
            m["k", default: 0] += 1
            var seen: [Int: Int] = [:] { didSet { print("changed", seen.count) } }
            seen[7, default: 0] += 1
            print(counts["a"]!, counts["b"]!, weights["x"]!, xs, m["k"]!, seen)
            """)
        #expect(r.error == nil)
        #expect(r.output == "changed 1\n2 1 6.0 [1.0, 3.0] 2.5 [7: 1]\n")
    }

    @Test func aBranchThatDeclaresNothingSharesItsScopeAndOneThatDoesNot() {
        let r = run("""
            var fs: [() -> Int] = []
            for i in 0..<3 {
                if i % 2 == 0 { fs.append { i * 10 } }
            }
            print(fs.map { $0() })
            let x = 1
            if x > 0 { let x = 2; print(x) }
            print(x)
            func f(_ n: Int) -> Int { if n < 2 { return n } else { return f(n - 1) + f(n - 2) } }
            print(f(10))
            var log = ""
            if x == 2 { log += "a" } else if x == 1 { log += "b" } else { let x = 3; log += "\\(x)" }
            let d: Double? = Optional(5)
            if let y = Optional(5), y > 4 { print(y, log, d!) }
            """)
        #expect(r.error == nil)
        #expect(r.output == "[0, 20]\n2\n1\n55\n5 b 5.0\n")
    }

    /// `counts[key, default: 0] += 1` adds two Ints or two Doubles at once; anything else, and an
    /// overflow, goes to the general operator, which types and reports as before.
    @Test func anElementsCompoundAssignmentAddsAsTheOperatorDoes() {
        let r = run("""
            var totals: [String: Double] = [:]
            totals["a", default: 0] += 1
            totals["a", default: 0] += 2.5
            var counts: [String: Int] = ["x": 1]
            counts["x"]! += 4
            var words = ["ab"]
            words[0] += "c"
            var big = [Int.max]
            print(totals, counts, words)
            big[0] += 1
            """)
        #expect(r.output == "[\"a\": 3.5] [\"x\": 5] [\"abc\"]\n")
        #expect(r.error?.message == "arithmetic overflow")
    }
}
