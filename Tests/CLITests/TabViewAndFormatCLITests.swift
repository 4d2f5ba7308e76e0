import Testing

/// A TabView and formatted texts through the binary: `run`, `tree --types` and `layout`.
struct TabViewAndFormatCLITests {
    let cli = CLITests()
    let source = """
    struct ContentView: View {
        @State private var tab = "prices"
        var body: some View {
            TabView(selection: $tab) {
                Text(Date.now, style: .time).tag("clock")
                VStack {
                    Text(1234.5, format: .currency(code: "USD"))
                    Text(0.25, format: .percent)
                }
                .tag("prices")
            }
        }
    }
    print(Date.now.formatted(.dateTime.year().month().day()))

    """

    @Test func runPrintsWhatIOSShows() throws {
        let r = try cli.viewlab(["run", "-"], stdin: source)
        #expect(r.code == 0)
        #expect(r.stdout == "Sep 18, 2023\n")
    }

    @Test func typesNameTheSelectionType() throws {
        let r = try cli.viewlab(["tree", "--types", "-"], stdin: """
            TabView(selection: .constant("prices")) {
                Text(Date.now, style: .time).tag("clock")
                VStack { Text(1234.5, format: .currency(code: "USD")); Text(0.25, format: .percent) }.tag("prices")
            }

            """)
        #expect(r.code == 0)
        #expect(r.stdout == "TabView<String, TupleView<(ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<String>>>, "
                + "ModifiedContent<VStack<TupleView<(Text, Text)>>, _TraitWritingModifier<TagValueTraitKey<String>>>)>>\n")
    }

    /// The tab tagged "prices" is centred in 320×431, above the 49 pt bar: (431 − 42) / 2 = 194.5.
    @Test func layoutShowsTheSelectedTabAboveTheBar() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(r.code == 0)
        #expect(r.stdout.hasSuffix("""
        ContentView                    (0, 0)  320×480
        └─ TabView(selection: $tab)    (0, 0)  320×480
           └─ tag("prices")            (133, 194.5)  54×42
              └─ VStack                (133, 194.5)  54×42
                 ├─ Text("$1,234.50")  (133, 194.5)  54×17
                 └─ Text("25%")        (150, 219.5)  20×17

        """))
    }
}
