import Testing
@testable import ViewlabLanguage
@testable import ViewlabSwiftUI

/// Local variables are read from the slot their name site resolved at its first run
/// (Lowering/LocalSlot.swift); struct fields are kept in declaration order (Evaluation/Fields.swift).
struct LocalSlotTests {
    /// Shadowing, nested loops, closures that capture a loop's variable and recursion each read the
    /// variable the name means at that run, although the site keeps one slot for all runs.
    @Test func eachRunReadsTheVariableItsNameMeans() {
        let result = run("""
            let x = 1
            func shadow(_ x: Int) -> Int { x * 10 }
            var sums: [Int] = []
            for i in 0..<3 {
                let x = i + 100
                for j in 0..<2 { sums.append(x + j) }
            }
            let readers = (0..<3).map { n in { n * x } }
            func depth(_ n: Int) -> Int { n == 0 ? x : depth(n - 1) + n }
            print(shadow(4), x, sums, readers.map { $0() }, depth(3))
            """)
        #expect(result.error == nil)
        #expect(result.output == "40 1 [100, 101, 101, 102, 102, 103] [0, 1, 2] 7\n")
    }

    /// A slot whose position no longer holds its name is resolved again rather than misread: the
    /// same body runs in a scope whose first variable has another name.
    @Test func aSlotThatNoLongerHoldsItsNameIsResolvedAgain() {
        let slot = LocalSlot()
        let outer = Scope(parent: nil)
        outer.declare("a", .int(1))
        outer.declare("b", .int(2))
        #expect(slot.ref("b", from: Scope(parent: outer)).flatMap(intValue) == 2)
        let other = Scope(parent: nil)
        other.declare("b", .int(3))
        other.declare("a", .int(4))
        #expect(slot.ref("b", from: Scope(parent: other)).flatMap(intValue) == 3)
        #expect(slot.ref("b", from: other).flatMap(intValue) == 3)
    }

    /// No slot is kept past a scope with `self`: a member of `self` takes the name before a global.
    @Test func aMemberOfSelfComesBeforeAGlobal() {
        let result = run("""
            let count = 99
            struct Counter {
                var count = 1
                func total(_ extra: Int) -> Int { count + extra }
            }
            print(Counter().total(1), Counter(count: 5).total(0), count)
            """)
        #expect(result.error == nil)
        #expect(result.output == "2 5 99\n")
    }

    /// Fields keep their declaration order for printing and equality, and setting one changes only it.
    @Test func fieldsKeepTheirOrder() {
        var fields = Fields(names: ["id", "price"], values: [.int(1), .int(3)])
        fields["price"] = .int(4)
        fields["inStock"] = .bool(true)
        #expect(fields.names == ["id", "price", "inStock"])
        #expect(fields["price"].flatMap(intValue) == 4 && fields["missing"] == nil)
        fields["id"] = nil
        #expect(fields.names == ["price", "inStock"])
        let result = run("""
            struct Item: Equatable { var id: Int; var price: Int; var inStock = true }
            var item = Item(id: 1, price: 3)
            item.price += 1
            print(item, item == Item(id: 1, price: 4), item == Item(id: 1, price: 3))
            """)
        #expect(result.output == "Item(id: 1, price: 4, inStock: true) true false\n")
    }
}

private func intValue(_ ref: Ref) -> Int? { intValue(ref.value) }
private func intValue(_ value: Value) -> Int? { if case .int(let n) = value { n } else { nil } }
