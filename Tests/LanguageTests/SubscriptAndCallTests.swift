import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// The learner's subscripts, and calls matched the way Swift matches them: `[T]()`, a trailing
/// closure after parameters with default values (SE-0286's forward scan), and an implicit `.init`
/// where a number is expected. The expected output is what swiftc 6.3 printed for the same program.
struct SubscriptAndCallTests {
    @Test func subscriptsArrayInitializersAndTrailingClosures() {
        let (output, error) = run(#"""
        struct Grid {
            var cells: [Int]
            let columns: Int
            init(rows: Int, columns: Int) {
                self.columns = columns
                cells = [Int](repeating: 0, count: rows * columns)
            }
            subscript(row: Int, column: Int) -> Int {
                get { cells[row * columns + column] }
                set { cells[row * columns + column] = newValue }
            }
        }
        var grid = Grid(rows: 2, columns: 3)
        grid[1, 2] = 7
        grid[0, 1] += 3
        print(grid[1, 2], grid[0, 1], grid.cells)
        final class Library {
            private var titles: [Int: String] = [:]
            subscript(id id: Int) -> String {
                get { titles[id] ?? "unknown" }
                set(title) { titles[id] = title }
            }
        }
        let library = Library()
        library[id: 3] = "Dune"
        print(library[id: 3], library[id: 4])
        struct Squares { subscript(_ n: Int) -> Int { n * n } }
        print(Squares()[12])
        extension Array {
            subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
        }
        let scores = [90, 75]
        print(scores[safe: 1] ?? -1, scores[safe: 2] ?? -1)
        var names = [String]()
        names.append("Ada")
        var ages = [String: Int]()
        ages["Ada"] = 36
        let pairs = [(String, Double)]()
        print(names, ages, pairs.count, [Double](repeating: 2, count: 3))
        func card(title: String = "Card", width: Int = 100, content: () -> String) {
            print(title, width, content())
        }
        card { "body" }
        card(width: 50) { "narrow" }
        func panel(action: () -> Void = { print("default action") }, content: () -> String) {
            action()
            print(content())
        }
        panel { "content" }
        let half: Double = .init(3) / 2
        print(half)
        """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
        7 3 [0, 3, 0, 0, 0, 7]
        Dune unknown
        144
        75 -1
        ["Ada"] ["Ada": 36] 0 [2.0, 2.0, 2.0]
        Card 100 body
        Card 50 narrow
        default action
        content
        1.5

        """)
    }

    @Test func theBooksRectSubscript() {  // Thinking in SwiftUI L1436–1442
        let source = """
        extension CGRect {
            subscript(_ point: UnitPoint) -> CGPoint {
                CGPoint(x: minX + width * point.x, y: minY + height * point.y)
            }
        }
        let rect = CGRect(x: 10, y: 0, width: 40, height: 80)
        let p = rect[.init(x: 0.5, y: 0.8)]
        print(p.x, p.y, rect[.bottomTrailing].x)
        """
        let (output, error) = run(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "30.0 64.0 50.0\n")
    }

    @Test func aMutatingMethodWritesThroughItsOwnSubscript() {
        let source = """
        struct Row {
            var cells = [0, 0]
            subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
            mutating func fill() { self[1] = 5 }
        }
        var row = Row()
        row.fill()
        print(row.cells)
        """
        #expect(run(source).output == "[0, 5]\n")
    }

    @Test func aGetOnlySubscriptCannotBeAssigned() throws {
        let d = try #require(run("struct D { subscript(_ x: Int) -> Int { x } }\nvar d = D()\nd[1] = 2").error)
        #expect(d.message == "cannot assign through subscript: subscript is get-only")
        #expect(d.position == SourcePosition(line: 3, column: 1))
    }

    @Test func subscriptArgumentLabelsAreChecked() throws {
        let d = try #require(run("struct Shelf { subscript(id id: Int) -> Int { id } }\nprint(Shelf()[3])").error)
        #expect(d.message == "incorrect argument labels in subscript (have '_:', expected 'id:')")
        #expect(d.position == SourcePosition(line: 2, column: 7))
    }

    @Test func implicitInitTakesTheNumberTypeInArithmetic() throws {  // Thinking in SwiftUI L3639
        #expect(try typeName("Color(hue: .init(3) / 10, saturation: 0.8, brightness: 0.8)") == "Color")
        let (output, _) = run("let index = 3\nlet hue: Double = .init(index) / 10\nprint(hue)")
        #expect(output == "0.3\n")
    }

    @Test func aTrailingClosureSkipsDefaultedParametersOfAViewExtension() throws {
        let source = """
        extension View {
            func badge<B: View>(alignment: Alignment = .topTrailing, @ViewBuilder _ content: () -> B) -> some View {
                overlay(alignment: alignment) { content() }
            }
        }
        Text("Inbox").badge { Circle() }
        """
        #expect(try root(source).typeName == "ModifiedContent<Text, _OverlayModifier<Circle>>")
    }

    /// Inside an extension of a collection, its own methods are called by their bare names, as
    /// the union the book's FlowLayout needs (Thinking in SwiftUI L3412) is usually written.
    @Test func anExtensionCallsItsCollectionsMethodsByName() {
        let result = run("""
            extension Array where Element == Int {
                func total() -> Int { reduce(0, +) }
                func tail() -> [Int] { Array(dropFirst()) }
            }
            extension String {
                func shout() -> String { uppercased() + "!" }
            }
            print([1, 2, 3].total(), [1, 2, 3].tail(), "hi".shout())
            """)
        #expect(result.error == nil)
        #expect(result.output == "6 [2, 3] HI!\n")
    }

    /// A mutating method of an extension changes the collection `self` is, whether it calls the
    /// collection's own mutating methods (`append`) or the extension's, by their bare names.
    @Test func anExtensionsMutatingMethodChangesSelf() {
        let result = run("""
            extension Array {
                mutating func addTwice(_ e: Element) { append(e); append(e) }
                mutating func dropHead() { remove(at: 0) }
                mutating func addThenDrop(_ e: Element) { addTwice(e); dropHead() }
            }
            var x = [1, 2]
            x.addTwice(3)
            x.dropHead()
            x.addThenDrop(4)
            print(x)
            """)
        #expect(result.error == nil)
        #expect(result.output == "[3, 3, 4, 4]\n")
    }

    /// A type of the learner's with `makeIterator()` is a sequence a `for` loop walks, through its
    /// iterator's `next()` until nil.
    @Test func aLearnersSequenceIsWalkedByFor() {
        let result = run("""
            struct Countdown: Sequence {
                let start: Int
                func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
            }
            struct CountdownIterator: IteratorProtocol {
                var current: Int
                mutating func next() -> Int? {
                    if current == 0 { return nil }
                    current -= 1
                    return current + 1
                }
            }
            for n in Countdown(start: 3) { print(n) }
            """)
        #expect(result.error == nil)
        #expect(result.output == "3\n2\n1\n")
    }

    /// A closure's `inout` parameter writes through to the variable passed with `&`, named or `$0`.
    @Test func aClosuresInoutParameterWritesThrough() {
        let result = run("""
            var total = 1
            let bump: (inout Int) -> Void = { $0 += 10 }
            let double: (inout Int) -> Void = { value in value *= 2 }
            bump(&total)
            double(&total)
            print(total)
            """)
        #expect(result.error == nil)
        #expect(result.output == "22\n")
    }

    /// `counts[key, default: 0]` reads the default for a missing key and writes through it.
    @Test func aDictionarysDefaultSubscript() {
        let result = run("""
            var counts: [String: Int] = [:]
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
            var lists = [Int: [String]]()
            lists[1, default: []].append("x")
            print(counts["a"]!, counts["b"]!, counts["c", default: -1], lists[1]!, counts.count)
            """)
        #expect(result.error == nil)
        #expect(result.output == "2 1 -1 [\"x\"] 2\n")
    }
}
