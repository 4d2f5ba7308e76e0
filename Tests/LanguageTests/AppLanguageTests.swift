import Testing
import ViewlabLanguage

/// The Swift that app code writes around its views, each once found wrong in viewlab by running
/// programs of our own: the expected output is what Swift prints.
struct AppLanguageTests {
    @Test func enumPayloadsWrittenAsImplicitMembers() {
        let r = run("""
            enum Size { case small; var label: String { "small" } }
            enum Event { case tap(Size) }
            switch Event.tap(.small) { case .tap(let size): print(size.label) }
            func load(_ done: (Result<Int, Error>) -> Void) { done(.success(7)) }
            load { result in
                switch result { case .success(let n): print("loaded", n); case .failure: print("failed") }
                if case .success(let n) = result { print(n * 2) }
            }
            enum Phase: Equatable { case idle, loaded(Int) }
            let phase = Phase.loaded(2)
            print(phase == .loaded(2), phase == .loaded(3), [Phase.loaded(1)].contains(.loaded(1)))
            """)
        #expect(r.error == nil)
        #expect(r.output == "small\nloaded 7\n14\ntrue false true\n")
    }

    @Test func aStringSubscriptByPositionAndGenericMutation() {
        let r = run("""
            extension String { subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] } }
            print("hello"[1])
            struct Stack<Element> {
                var items: [Element] = []
                mutating func push(_ item: Element) { items.append(item) }
            }
            var stack = Stack<String>()
            stack.push("a"); stack.push("b")
            print(stack.items)
            """)
        #expect(r.error == nil)
        #expect(r.output == "e\n[\"a\", \"b\"]\n")
    }

    @Test func stringsChangeInPlace() {
        let r = run("""
            var s = "abc"; s.insert("X", at: s.startIndex)
            var t = "hello"; t.removeFirst(); t.removeLast(2)
            var u = "abc"; u.remove(at: u.index(after: u.startIndex))
            var v = "x"; v.removeAll()
            let h = "Hello"
            print(s, t, u, v.isEmpty, h.suffix(from: h.index(h.startIndex, offsetBy: 3)), h.prefix(through: h.index(h.startIndex, offsetBy: 2)))
            print("Hello".prefix(while: { $0 != "l" }), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false), "a b c".split(separator: " ", maxSplits: 1))
            """)
        #expect(r.error == nil)
        #expect(r.output == "Xabc el ac true lo Hel\nHe [\"a\", \"b\", \"\", \"c\"] [\"a\", \"b c\"]\n")
    }

    @Test func numbersAtTheirEdges() {
        let r = run("""
            var hash = 0
            hash &+= Int.max
            hash &+= 1
            var flags = 6; flags |= 1; flags <<= 2; flags ^= 3
            print(hash == Int.min, flags, (2.5).rounded(.toNearestOrEven), (2.5).rounded(), Int(exactly: 2.5) == nil, Int(exactly: 4.0)!)
            print(abs(1e-17) < .ulpOfOne * 4)
            """)
        #expect(r.error == nil)
        #expect(r.output == "true 31 2.0 3.0 true 4\ntrue\n")
    }

    @Test func literalsTakeTheirDeclaredAndNeighbouringTypes() {
        let r = run("""
            let prices: [String: Double] = ["tea": 2]
            let mixed = [3, 0.5]
            struct Pair<T> { var first: T; var second: T }
            print(prices["tea"]! / 4, mixed, mixed[0] / 2, Pair<Int>(first: 1, second: 2).first, Pair<Double>(first: 1, second: 2).second)
            """)
        #expect(r.error == nil)
        #expect(r.output == "0.5 [3.0, 0.5] 1.5 1 2.0\n")
    }

    @Test func captureListsCopyAndImplicitMembersTakeTheStoredType() {
        let r = run("""
            var count = 10
            let shown = { [count] in print(count) }
            let sum = { [total = count + 1] in print(total) }
            count = 20
            shown(); sum()
            enum Filter { case all, done; var title: String { self == .all ? "All" : "Done" } }
            var filter: Filter = .all
            filter = .done
            var history: [Filter] = [.all]
            history.append(.done)
            print(filter.title, history.map { $0.title })
            """)
        #expect(r.error == nil)
        #expect(r.output == "10\n11\nDone [\"All\", \"Done\"]\n")
    }

    @Test func wrappersThroughSelfAndListsInBranchesNotTaken() throws {
        _ = try root("""
            struct User: Identifiable { let id: Int; let name: String }
            extension String: Identifiable { public var id: String { self } }
            struct Editor: View {
                @State private var draft: String
                @Binding var name: String
                init(name: Binding<String>) { self._name = name; self._draft = State(initialValue: name.wrappedValue + "!") }
                var body: some View { VStack { Text(draft); TextField("N", text: self.$draft) } }
            }
            struct ContentView: View {
                @State private var users: [User]? = nil
                @State private var name = "Ann"
                var body: some View {
                    if let users { List(users) { Text($0.name) } } else { Editor(name: $name) }
                    List(["x", "y"]) { Text($0) }
                }
            }
            """)
    }

    /// What other frameworks bring is refused plainly, never blamed on the code.
    @Test func otherFrameworksAreRefusedAsUnsupported() throws {
        let cases = [
            "let task = URLSession.shared",
            "struct ContentView: View {\n @Query private var trips: [String]\n var body: some View { Text(\"\\(trips.count)\") }\n}",
            "final class Search: ObservableObject {\n @Published var query = \"\"\n func watch() { _ = $query.sink { print($0) } }\n}\nSearch().watch()",
        ]
        for source in cases {
            let r = run(source)
            #expect(r.error?.message.contains("viewlab does not support") == true, "\(source): \(r.error?.message ?? "no error")")
        }
        for use in ["Wrapper()", "Wrapper().frame(height: 50)"] {
            do {
                _ = try root("""
                    struct Wrapper: UIViewRepresentable {
                        func makeUIView(context: Context) -> UILabel { UILabel() }
                        func updateUIView(_ view: UILabel, context: Context) {}
                    }
                    struct ContentView: View { var body: some View { \(use) } }
                    """)
                Issue.record("\(use) was not refused")
            } catch let d as Diagnostic {
                #expect(d.message == "viewlab does not support 'UIViewRepresentable' yet")
            }
        }
    }

    @Test func tupleAssignmentSwapAndSugaredTypes() throws {
        let r = run("""
            var a = 1, b = 2
            (a, b) = (b, a)
            print(a, b)
            swap(&a, &b)
            var xs = [1, 2, 3]
            (xs[0], xs[2]) = (xs[2], xs[0])
            print(a, b, xs, [String].self, [String: Int].self)
            """)
        #expect(r.error == nil)
        #expect(r.output == "2 1\n1 2 [3, 2, 1] Array<String> Dictionary<String, Int>\n")
        #expect(run(#"print(["tea", "milk", "honey"].formatted(), ["tea", "milk"].formatted())"#).output == "tea, milk, and honey tea and milk\n")
        _ = try root("""
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        Text("Hi").padding().clipShape(.rect(cornerRadius: 6)).background(.blue, in: .rect(cornerRadius: 8))
                            .navigationDestination(for: [String].self) { Text($0.joined()) }
                    }
                }
            }
            """)
    }
}

