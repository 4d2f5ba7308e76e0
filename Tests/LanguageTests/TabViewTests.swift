import Testing
import ViewlabLanguage
import ViewlabSwiftUI
import ViewlabModel
import ViewlabPresentation

/// `TabView` with `.tabItem` and `.tag` (*Pro SwiftUI* L3875–3880): SwiftUI's type name, every tab
/// in the tree, and the selected tab chosen by its tag.
struct TabViewTests {
    static let book = """
    struct ExampleView: View {
        let number: Int
        var body: some View { Text("View \\(number)") }
    }
    struct ContentView: View {
        @State private var selection = 2
        var body: some View {
            TabView(selection: $selection) {
                ForEach(1..<4) { i in
                    ExampleView(number: i)
                        .tabItem { Label(String(i), systemImage: "\\(i).circle") }
                        .tag(i)
                }
            }
        }
    }
    """

    @Test func typeNamesFollowSwiftUI() throws {
        #expect(try typeName("TabView { Text(\"a\"); Text(\"b\") }") == "TabView<Int, TupleView<(Text, Text)>>")
        #expect(try typeName("Text(\"a\").tabItem { Label(\"A\", systemImage: \"a.circle\") }")
                == "ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>")
        #expect(try typeName("TabView { Text(\"a\") }.tabViewStyle(.page)")
                == "ModifiedContent<TabView<Int, Text>, _TabViewStyleModifier<PageTabViewStyle>>")
        let (output, error) = run(Self.book + "\nprint(type(of: ContentView().body))")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "TabView<Int, ForEach<Range<Int>, Int, ModifiedContent<ModifiedContent<ExampleView, "
                + "_TraitWritingModifier<TabItemTraitKey>>, _TraitWritingModifier<TagValueTraitKey<Int>>>>>\n")
    }

    @Test func theSelectionPicksTheTabWithItsTag() throws {
        guard case .custom(let content) = try root(Self.book), case .container(let tabs) = content.body,
              case .tabView(let selected) = tabs.kind else { Issue.record("no TabView"); return }
        #expect(selected == 1)
        #expect(tabs.content.listElements.count == 3)
        guard case .container(let plain) = try root("TabView { Text(\"a\"); Text(\"b\") }"), case .tabView(let first) = plain.kind else {
            Issue.record("no TabView"); return
        }
        #expect(first == 0)
    }

    @Test func theTreeShowsEveryTab() throws {
        #expect(TreeDiagram().render(try root("TabView { Text(\"a\").tag(1); Text(\"b\").tag(2) }")) == """
        TabView
        ├─ .tag(1)
        │  └─ Text("a")
        └─ .tag(2)
           └─ Text("b")

        """)
    }
}
