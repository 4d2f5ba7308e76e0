import Testing
@testable import ViewlabLanguage

/// The interpreter's shortcuts (issue 26) give what the general path gives, and step aside where it must run.
@Suite struct FastPathTests {
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
}
