import Foundation
import Testing

/// Variadic views (Sources/SwiftUI/VariadicViews.swift): `Group(subviews:)`, `ForEach(subviews:)` and
/// the underscored `_VariadicView.Tree` that *Thinking in SwiftUI* names (L3674–3699,
/// advanced-layout.md §2.7), through the binary.
struct VariadicViewsCLITests {
    let cli = CLITests()

    /// The book's list (L3676–3695): a `ForEach` over five and one more view make six subviews,
    /// whatever made them, each placed where the transform puts it.
    @Test func theBooksContentIsSixSubviews() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct Counted<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { subviews in
                        VStack {
                            Text("\\(subviews.count) subviews")
                            ForEach(subviews) { subview in
                                subview.border(Color.red)
                            }
                        }
                    }
                }
            }

            struct ContentView: View {
                var body: some View {
                    Counted {
                        ForEach(0..<5) { ix in
                            Text("Item \\(ix)")
                        }
                        RoundedRectangle(cornerRadius: 10)
                            .frame(width: 100, height: 100)
                    }
                }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("      ├─ Text(\"6 subviews\")    "))
        #expect(r.stdout.contains("│  ├─ Text(\"Item 4\")"))
        #expect(r.stdout.contains("      └─ border(Color.red)  "))
        #expect(r.stdout.hasSuffix("(110, 265)  100×100\n"))
    }

    /// A subview keeps its state when a view comes in before it: `ForEach(subviews:)` names each
    /// element by its subview's id, which comes from the content, not from its index.
    @Test func aSubviewKeepsItsStateWhenAViewComesInFront() throws {
        let r = try cli.viewlab(["update", "-", "tap \"B 0\"", "tap \"B 1\"", "tap \"Toggle\""], stdin: """
            struct Counter: View {
                var name: String
                @State private var count = 0
                var body: some View {
                    Button("\\(name) \\(count)") { count += 1 }
                }
            }

            struct Boxed<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack {
                        ForEach(subviews: content) { subview in
                            subview.padding(4)
                        }
                    }
                }
            }

            struct ContentView: View {
                @State private var showFirst = false
                var body: some View {
                    VStack {
                        Button("Toggle") { showFirst.toggle() }
                        Boxed {
                            if showFirst {
                                Text("First")
                            }
                            Counter(name: "A")
                            Counter(name: "B")
                        }
                    }
                }
            }
            """)
        #expect(r.code == 0)
        let last = try #require(r.stdout.components(separatedBy: "▸ tap \"Toggle\"").last)
        #expect(last.contains("Text(\"First\")") && last.contains("Text(\"B 2\")") && last.contains("Text(\"A 0\")"))
    }

    /// The underscored API the book names: a multi-view root's `body(children:)` with the content's
    /// elements; `children.last?.id` tells the last one apart. Its type is `Tree<Root, Content>`.
    @Test func aVariadicTreeDividesItsChildren() throws {
        let code = """
            struct DividedLayout: _VariadicView_MultiViewRoot {
                @ViewBuilder
                func body(children: _VariadicView.Children) -> some View {
                    let last = children.last?.id
                    ForEach(children) { child in
                        child
                        if child.id != last {
                            Divider()
                        }
                    }
                }
            }

            VStack(spacing: 0) {
                _VariadicView.Tree(DividedLayout()) {
                    Text("One")
                    Text("Two")
                    Text("Three")
                }
            }
            """
        let r = try cli.viewlab(["layout", "-"], stdin: code)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.components(separatedBy: "Divider()").count == 3)
        let types = try cli.viewlab(["tree", "--types", "-"], stdin: code)
        #expect(types.stdout.contains("Tree<DividedLayout, TupleView<(Text, Text, Text)>>"))
    }
}
