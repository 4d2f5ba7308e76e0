import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// `append` and the other mutating methods change a variable's collection where it is stored.
struct InPlaceMutationTests {
    @Test func aLoopOfAppendsTakesLinearTime() {
        // Copying the array on each append would move about 50 GB here and meet the time budget.
        let budget = Budget(Budget.Limits(steps: 10_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))
        let result = run("var items: [Int] = []\nfor i in 0..<50_000 { items.append(i) }\nprint(items.count, items[49_999])", budget: budget)
        #expect(result.error == nil)
        #expect(result.output == "50000 49999\n")
    }

    @Test func theVariableSeesTheChangeAndTheOldValueDoesNot() {
        #expect(run("""
            var a = [1, 2]
            let before = a
            a.append(a.count)
            var s = "ab"
            s.append("c")
            var d = ["x": 1]
            d.updateValue(2, forKey: "y")
            print(a, before, s, d.count)
            """).output == "[1, 2, 2] [1, 2] abc 2\n")
    }

    @Test func observersAndConstantsStillTakeTheUsualPath() throws {
        #expect(run("""
            var log: [String] = [] { didSet { print("now", log.count) } }
            log.append("a")
            """).output == "now 1\n")
        let d = try #require(run("let fixed = [1]\nfixed.append(2)").error)
        #expect(d.message.contains("'fixed'"))
    }

    @Test func aPropertyAppendedInAMethodTakesLinearTime() {
        // The object lets go of the property's array while it grows: a copy an append (and a walk
        // over it to type its elements) would take minutes here.
        let budget = Budget(Budget.Limits(steps: 100_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))
        let result = run("""
            class Log {
                var entries: [Double] = []
                func add(_ n: Int) { entries.append(Double(n)) }
            }
            let log = Log()
            for i in 0..<30_000 {
                log.add(i)
                log.entries.append(1)
            }
            print(log.entries.count, log.entries[1])
            """, budget: budget)
        #expect(result.error == nil)
        #expect(result.output == "60000 1.0\n")
    }

    @Test func anAppendedPropertyTakesItsDeclaredTypeAndKeepsItsObservers() {
        #expect(run("""
            class Chart {
                var points: [Double] = [] { didSet { print("now", points.count) } }
                var marks: [Double] = []
                func add() { points.append(2); marks.append(3) }
            }
            let chart = Chart()
            chart.add()
            let before = chart.marks
            chart.marks.append(4)
            print(chart.points, chart.marks, before)
            """).output == "now 1\n[2.0] [3.0, 4.0] [3.0]\n")
    }

    @Test func aStringGrowsInPlaceAndItsCopyDoesNot() {
        #expect(run("""
            var text = "a"
            let copy = text
            for _ in 0..<3 { text += "b" }
            text += String(7)
            print(text, copy)
            """).output == "abbb7 a\n")
    }
}

/// Writes through a path (`shelf.box.items`, `boxes[0].items`) and through a subscript change the
/// collection where it is stored, and only the element written is made of the declared type.
struct PathWriteTests {
    /// Long enough that a copy of the collection at each write (or a walk over it to type its
    /// elements) would take minutes and meet the time budget.
    private static let budget = Budget(Budget.Limits(steps: 100_000_000, depth: 1_000, memory: 1 << 30, seconds: 30))

    @Test func anAppendThroughANestedPathTakesLinearTime() {
        let result = run("""
            struct Box { var items: [Int] = [] }
            struct Shelf { var box = Box() }
            var shelf = Shelf()
            var boxes = [Box(), Box()]
            let second = 1
            for i in 0..<30_000 {
                shelf.box.items.append(i)
                boxes[0].items.append(i)
                boxes[second].items.append(i)
            }
            print(shelf.box.items.count, boxes[0].items[29_999], boxes[1].items.count)
            """, budget: Self.budget)
        #expect(result.error == nil)
        #expect(result.output == "30000 29999 30000\n")
    }

    @Test func aSubscriptWriteTakesLinearTime() {
        let result = run("""
            var squares: [Int: Int] = [:]
            var counts: [String: Int] = [:]
            var grid: [Double] = Array(repeating: 0, count: 30_000)
            for i in 0..<30_000 {
                squares[i] = i * i
                counts["k\\(i % 7)", default: 0] += 1
                grid[i] += 1
            }
            print(squares.count, squares[299]!, counts["k3"]!, grid[29_999])
            """, budget: Self.budget)
        #expect(result.error == nil)
        #expect(result.output == "30000 89401 4286 1.0\n")
    }

    @Test func theElementWrittenTakesTheDeclaredType() {
        #expect(run("""
            var ds: [Double] = [0, 0]
            ds[0] = 3
            var m: [String: Double] = [:]
            m["a"] = 2
            m["b", default: 1] += 1
            struct Series { var xs: [Double] = [] }
            var s = Series()
            s.xs.append(1)
            s.xs[0] = 2
            var all = [Series()]
            all[0].xs.append(4)
            print(ds, m["a"]!, m["b"]!, s.xs, all[0].xs)
            """).output == "[3.0, 0.0] 2.0 2.0 [2.0] [4.0]\n")
    }

    @Test func aWriteLeavesNoCopyBehindAndKeepsEarlierCopies() {
        #expect(run("""
            struct Box { var items: [Int] = [] }
            var boxes = [Box()]
            let before = boxes
            boxes[0].items.append(1)
            var d = ["a": [1]]
            let old = d
            d["a", default: []].append(2)
            print(boxes[0].items, before[0].items, d["a"]!, old["a"]!)
            """).output == "[1] [] [1, 2] [1]\n")
    }

    @Test func aCompoundAssignmentEvaluatesTheSubscriptsArgumentsOnce() {
        #expect(run("""
            var calls = 0
            func first() -> Int { calls += 1; return 0 }
            func key() -> String { calls += 1; return "a" }
            var xs = [1, 2]
            xs[first()] += 10
            var d: [String: Double] = [:]
            d[key(), default: 0] += 1
            print(xs, d["a"]!, calls)
            """).output == "[11, 2] 1.0 2\n")
    }

    /// A learner's `mutating` method on a struct that storage holds (a variable, a property of a
    /// struct or of a class's `self`, an array's element) changes the struct where it is kept
    /// (`callMutatingMethodInPlace`: a loop of `bag.add(x)` no longer copies the array at every
    /// call); the arguments are read before the call, `self = …`, a generic struct and a `didSet`
    /// work, a throwing method keeps what it changed before the throw (it was lost), and a copy
    /// taken before stays as it was. Expected output: swiftc 6.3's.
    @Test func aMutatingMethodChangesTheStructWhereItIsKept() {
        let r = run("""
            struct Bag {
                var items: [Int] = []
                mutating func add(_ x: Int) { items.append(x) }
                mutating func addTwice(_ x: Int) { add(x); add(x * 10) }
                mutating func reset() { self = Bag(items: [-1]) }
            }
            struct Stack<Element> {
                var storage: [Element] = []
                mutating func push(_ e: Element) { storage.append(e) }
                mutating func pop() -> Element? { storage.popLast() }
            }
            enum Full: Error { case full }
            struct Limited {
                var count = 0
                mutating func bump() throws { count += 1; if count > 2 { throw Full.full } }
            }
            var bag = Bag()
            for i in 0..<5 { bag.add(i) }
            bag.add(bag.items.count)
            bag.addTwice(7)
            print(bag.items)
            bag.reset()
            bag.add(1)
            print(bag.items)
            var stack = Stack<String>()
            stack.push("a"); stack.push("b")
            print(stack.pop() ?? "-", stack.pop() ?? "-", stack.pop() ?? "-", stack.storage.count)
            var limited = Limited()
            for _ in 0..<4 {
                do { try limited.bump() } catch { print("caught at", limited.count) }
            }
            func build() -> [Int] {
                var local = Bag()
                for k in 1...3 { local.addTwice(k) }
                return local.items
            }
            print(build())
            let copy = bag
            bag.add(99)
            print(copy.items, bag.items)
            var other = Limited(count: 5)
            do { try other.bump() } catch { print("first call caught at", other.count) }
            struct Model { var bag = Bag() }
            var model = Model()
            model.bag.add(1)
            model.bag.addTwice(2)
            var bags = [Bag(), Bag()]
            for i in 0..<5 { bags[i % 2].add(i) }
            final class Store {
                var bag = Bag()
                func put(_ x: Int) { bag.add(x) }
            }
            let store = Store()
            for i in 0..<3 { store.put(i) }
            var watched = Bag() {
                didSet { print("didSet", watched.items.count) }
            }
            watched.add(1)
            watched.add(2)
            print(model.bag.items, bags[0].items, bags[1].items, store.bag.items)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [0, 1, 2, 3, 4, 5, 7, 70]
            [-1, 1]
            b a - 0
            caught at 3
            caught at 4
            [1, 10, 2, 20, 3, 30]
            [-1, 1] [-1, 1, 99]
            first call caught at 6
            didSet 1
            didSet 2
            [1, 2, 20] [0, 2, 4] [1, 3] [0, 1, 2]

            """)
    }

    /// An element written through a struct's property (`b.items[i] = x`, `shelf.bag.items[0] -= 4`,
    /// `h.bag.weights[1] = 4`) takes the declared element type where it is written, so the array is
    /// not walked to conform it at every write (a loop of them cost the square of its length); the
    /// index of a compound write is evaluated once (it was twice), and a copy taken before stays as
    /// it was. Expected output: swiftc 6.3's.
    @Test func anElementWrittenThroughAPropertyTakesItsDeclaredType() {
        let r = run("""
            struct Bag { var items: [Int] = [0, 0, 0]; var weights: [Double] = [0.5, 0.5]; var tally: [String: Int] = [:] }
            struct Shelf { var bag = Bag() }
            var b = Bag()
            b.items[1] = 7
            b.items[2] += 5
            b.weights[0] = 2
            b.weights[1] += 1
            b.tally["x", default: 0] += 3
            var shelf = Shelf()
            shelf.bag.items[0] -= 4
            shelf.bag.weights[0] *= 3
            let before = shelf
            shelf.bag.items[0] = 9
            final class Holder { var bag = Bag() }
            let h = Holder()
            h.bag.items[2] = 1
            h.bag.weights[1] = 4
            var calls = 0
            func index() -> Int { calls += 1; return 1 }
            b.items[index()] += 10
            print(b.items, b.weights, b.tally, shelf.bag.items, shelf.bag.weights, before.bag.items, h.bag.items, h.bag.weights, calls)
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            [0, 17, 5] [2.0, 1.5] ["x": 3] [9, 0, 0] [1.5, 0.5] [-4, 0, 0] [0, 0, 1] [0.5, 4.0] 1

            """)
    }
}
