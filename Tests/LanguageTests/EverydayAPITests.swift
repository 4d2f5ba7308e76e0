import Testing
import ViewlabLanguage
import ViewlabSwiftUI

/// Everyday Swift and Foundation that app code uses and viewlab once called wrong: the expected
/// output is what swiftc 6.3 prints (a String.Index is a character offset in viewlab, so indices
/// are only used, not printed).
struct EverydayAPITests {
    @Test func stringSearchAndSlicing() {
        let r = run("""
            let email = "ada@example.com"
            if let at = email.range(of: "@") {
                print(email[email.startIndex..<at.lowerBound], email[at.upperBound...])
            }
            print(String(email[email.startIndex..<email.index(email.startIndex, offsetBy: 3)]))
            print("one\\ntwo".components(separatedBy: .newlines), "a b\\nc".split(whereSeparator: \\.isNewline).count)
            print("abc1".contains(where: \\.isNumber), "Apricot".localizedCaseInsensitiveContains("ap"))
            print(["pear", "Apple", "fig"].sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
            print("https://x".starts(with: "https"), "my-slug".replacing("-", with: " "), "7".padding(toLength: 3, withPad: "0", startingAt: 0))
            print("a1!b".trimmingCharacters(in: .letters), "hello".filter { $0 != "l" }, String("hello".sorted()))
            """)
        #expect(r.error == nil)
        #expect(r.output == """
            ada example.com
            ada
            ["one", "two"] 2
            true true
            ["Apple", "fig", "pear"]
            true my slug 700
            1! heo ehllo

            """)
    }

    @Test func collectionsAndNumbers() {
        let r = run("""
            let stock = ["pears": 0, "plums": 4]
            print(stock.filter { $0.value > 0 }.keys.sorted(), stock.compactMapValues { $0 > 0 ? $0 : nil }.count)
            print(["a": 1].merging(["a": 2, "b": 3]) { old, new in old + new }.values.sorted())
            let readings = [3, 5, 0, 7, 0, 2]
            print(readings.split(separator: 0).count, readings.prefix(while: { $0 > 0 }), readings.starts(with: [3, 5]))
            let unique: Set<Int> = [1, 1, 2]
            print(unique.count, (-2.5).sign == .minus, 7.nonzeroBitCount, Int("ff", radix: 16) ?? 0, M_PI > 3)
            let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 5, y: 5, width: 10, height: 10)
            print(a.intersects(b), a.intersection(b), Character("W").isUppercase, (0...20).clamped(to: 5...10))
            """)
        #expect(r.error == nil)
        #expect(r.output == "[\"plums\"] 1\n[3, 3]\n3 [3, 5] true\n2 true 3 255 true\ntrue (5.0, 5.0, 5.0, 5.0) true 5...10\n")
    }

    @Test func initializersAndComparableEnums() {
        let r = run("""
            struct Recipe { let name: String; let minutes: Int }
            extension Recipe { init(quick name: String) { self.init(name: name, minutes: 10) } }
            enum Level { case low, high
                init(score: Int) { self = score > 50 ? .high : .low }
            }
            enum Size: Comparable { case small, medium, large }
            print(Recipe(name: "Stew", minutes: 90).minutes, Recipe(quick: "Toast").minutes)
            print(Level(score: 80) == .high, [Size.large, Size.small, Size.medium].sorted() == [.small, .medium, .large])
            print(Size.small < Size.large, [Size.medium, Size.small].min() == .small)
            extension Collection { subscript(safe i: Index) -> Element? { indices.contains(i) ? self[i] : nil } }
            let tips = ["Rest", "Walk"]
            print(tips[safe: 5] ?? "none", tips[safe: 1] ?? "none")
            struct Reminder { let due: Date }
            let x: Double = .pi.squareRoot()
            print(Reminder(due: .now.addingTimeInterval(60)).due > Date(), x > 1.77)
            func bounds(_ xs: [Int]) -> (low: Int, high: Int)? {
                guard let lo = xs.min(), let hi = xs.max() else { return nil }
                return (lo, hi)
            }
            let half: Int = .max / 2
            print(bounds([3, 1, 7])?.low ?? -1, bounds([])?.high ?? -1, half > 0)
            struct Item { let name: String }
            print(["One", "Two"].map(Item.init).map(\\.name))
            print(String(format: "%.1f km", locale: Locale.current, 3.5))
            """)
        #expect(r.error == nil)
        #expect(r.output == "90 10\ntrue true\ntrue true\nnone Walk\ntrue true\n1 -1 true\n[\"One\", \"Two\"]\n3.5 km\n")
    }

    @Test func optionalsByTheirOwnNames() {
        let r = run("""
            let unit: String? = .some("m")
            let none: String? = .none
            print(unit ?? "-", none ?? "-", String?.none == nil, Optional("ft")!, Optional<Int>.some(3)!)
            let words = ["kiwi", "fig"]
            print(words.first.map { $0.uppercased() } ?? "", words.randomElement().map { $0.count > 0 } ?? false)
            struct Profile {
                let words: [String]
                var nickname: String? { words.last }
                var shout: String { nickname.flatMap { $0.isEmpty ? nil : $0 + "!" } ?? "" }
            }
            print(Profile(words: words).shout)
            let url = URL(string: "https://example.com/docs/guide.pdf")
            print(url?.lastPathComponent ?? "")
            func initials(of name: String) -> String? { name.isEmpty ? nil : String(name.prefix(1)) }
            struct Shelf {
                var titles = ["Dune"]
                func find(_ prefix: String) -> String? { titles.first { $0.hasPrefix(prefix) } }
                var label: String { find("D").map { "found " + $0 } ?? "none" }
            }
            print(initials(of: "Ada").map { $0 + "." } ?? "-", initials(of: "").map { $0 + "." } ?? "-", Shelf().label)
            """)
        #expect(r.error == nil)
        #expect(r.output == "m - true ft 3\nKIWI true\nfig!\nguide.pdf\nA. - found Dune\n")
    }

    @Test func bytesIdentifiersLayoutsAndDigits() {
        let r = run("""
            print(String(decoding: [104, 105, 33], as: UTF8.self))
            print(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")?.uuidString ?? "nil", UUID(uuidString: "nope") == nil)
            print(MemoryLayout<Int>.size, MemoryLayout<Bool>.size, MemoryLayout<Double?>.size, MemoryLayout<String>.stride)
            struct Pixel { var on: Bool; var level: Int }
            print(MemoryLayout<Pixel>.size, MemoryLayout<Pixel>.stride, MemoryLayout<Pixel>.alignment)
            print(3.14159.formatted(.number.precision(.integerAndFractionLength(integer: 2, fraction: 1))))
            print(7.formatted(.number.precision(.integerLength(3))))
            let style = Date.FormatStyle(date: .numeric, time: .omitted)
            print(Date(timeIntervalSince1970: 0).formatted(style))
            """)
        #expect(r.error == nil)
        #expect(r.output == "hi!\nE621E1F8-C36C-495A-93FC-0C247A3E6E5F true\n8 1 9 16\n16 16 8\n03.1\n007\n1/1/1970\n")
    }

    @Test func literalsOptionSetsResultsAndElement() {
        let r = run("""
            struct Meters: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
                var value: Double
                init(floatLiteral value: Double) { self.value = value }
                init(integerLiteral value: Int) { self.value = Double(value) }
            }
            let a: Meters = 2.5
            let b: Meters = 4
            print(a.value + b.value)
            struct Permissions: OptionSet {
                let rawValue: Int
                static let read = Permissions(rawValue: 1)
                static let write = Permissions(rawValue: 2)
                static let share = Permissions(rawValue: 4)
            }
            var granted: Permissions = [.read, .share]
            print(granted.rawValue, granted.contains(.write), granted.contains(.share))
            granted.insert(.write)
            granted.remove(.read)
            print(granted.rawValue, granted.isEmpty, Permissions().isEmpty, granted.union(.read).rawValue)
            enum FetchError: Error { case offline }
            func fetch() -> Result<Int, FetchError> { .failure(.offline) }
            if case .failure(let e) = fetch() { print(e) }
            do { _ = try fetch().get() } catch { print("caught", error) }
            protocol Mergeable {
                static var empty: Self { get }
                func merged(with other: Self) -> Self
            }
            struct Tally: Mergeable {
                var n: Int
                static var empty: Tally { Tally(n: 0) }
                func merged(with other: Tally) -> Tally { Tally(n: n + other.n) }
            }
            extension Array where Element: Mergeable {
                func mergedAll() -> Element { reduce(Element.empty) { $0.merged(with: $1) } }
            }
            print([Tally(n: 2), Tally(n: 5)].mergedAll().n)
            """)
        #expect(r.error == nil)
        #expect(r.output == "6.5\n5 false true\n6 false true 7\noffline\ncaught offline\n7\n")
    }

    @Test func collectionsIndicesResultsAndEnumLiterals() {
        let r = run("""
            enum Size: Comparable { case small, medium, large }
            let sizes = [Size.large, .small, .medium]
            print(sizes.sorted(), sizes.max()!)
            let word = "swift"
            print(Array(word.indices).count)
            let marks = [4, 8, 15, 16]
            print(marks.index(after: 0), marks.index(before: 3), marks.index(1, offsetBy: 2), marks.distance(from: 1, to: 3))
            print(marks.prefix(through: 1), marks.suffix(from: 2), marks.prefix(upTo: 1))
            enum ParseError: Error { case empty }
            func parse(_ s: String) throws -> Int { if s.isEmpty { throw ParseError.empty }; return s.count }
            print(Result { try parse("abc") }, Result(catching: { try parse("") }))
            enum Slot { case taken(Int), free
                init(_ n: Int) { if n > 0 { self = .taken(n) } else { self = .free } }
            }
            print(Slot(2), Slot(0), Result<Int, ParseError>.success(4))
            """)
        #expect(r.error == nil)
        #expect(r.output == "[small, medium, large] large\n5\n1 2 3 2\n[4, 8] [15, 16] [4]\nsuccess(3) failure(empty)\ntaken(2) free success(4)\n")
    }

    @Test func nestedTypesByTheirPathAndSetAlgebraInPlace() {
        let r = run("""
            struct Expense {
                enum Category: Int, CaseIterable { case food = 1, travel }
                struct Note { var text: String }
                var category = Category.food
                func isTravel() -> Bool { category == Expense.Category.travel }
            }
            extension Expense { enum Flag { case urgent } }
            print(Expense.Category.allCases.count, Expense.Category(rawValue: 2)!, Expense.Note(text: "taxi").text, Expense.Flag.urgent)
            print(Expense().isTravel())
            let parity = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 == 0 })
            print(parity[true]!)
            var seen: Set<Int> = [1, 2]
            seen.formUnion([3])
            seen.subtract([1])
            print(seen.sorted())
            """)
        #expect(r.error == nil)
        #expect(r.output == "2 travel taxi urgent\nfalse\n[2, 4]\n[2, 3]\n")
    }
}
