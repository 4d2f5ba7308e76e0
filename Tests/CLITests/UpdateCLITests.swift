import Foundation
import Testing

/// The update cycle through the binary (cli-contract.md `update`). Each program in
/// Golden/update/ names its events in `// event:` lines; its `.txt` beside it is the expected
/// output (stdout, then stderr and the exit code when there are any). The golden cases of
/// view-trees-state.md §3 are named by their number. `VIEWLAB_RECORD=1` rewrites the
/// `.txt` files, to be reviewed as a diff.
struct UpdateCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("update")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test(arguments: programs) func goldenProgram(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
        let events = source.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("// event: ") ? String(line.dropFirst("// event: ".count)) : nil
        }
        let r = try cli.viewlab(["update", "-"] + events, stdin: source)
        try CLITests.expectGolden(r.golden, in: Self.folder.appendingPathComponent(name + ".txt"))
    }

    /// The contract's own example: the Counter's first render and one tap, as JSON.
    @Test func theContractsCounterExampleAsJSON() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("27-counter.swift"), encoding: .utf8)
        let r = try cli.viewlab(["update", "-", "tap \"Increment: 0\"", "--format", "json"], stdin: source)
        #expect(r.code == 0 && r.stderr == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        #expect(events.map { $0["event"] as? String } == ["initial", "tap \"Increment: 0\""])
        #expect(events[0]["output"] as? [String] == ["Counter: @self, @identity, _value changed."])
        #expect(events[0]["texts"] as? [String: String] == ["label": "Increment: 0"])
        let firstPass = try #require((events[0]["passes"] as? [[String: Any]])?.first)
        let bodies = try #require(firstPass["bodies"] as? [[String: Any]])
        #expect(bodies.count == 1 && bodies[0]["view"] as? String == "Counter" && bodies[0]["path"] as? String == "Counter")
        #expect(bodies[0]["reasons"] as? [String] == ["@self", "@identity", "_value"])
        #expect(firstPass["inserted"] as? [String] == ["Counter", "Counter/Button"])
        #expect(firstPass["removed"] as? [String] == [] && firstPass["lifecycle"] as? [String] == [])
        #expect(events[1]["output"] as? [String] == ["Counter: _value changed."])
        #expect(events[1]["texts"] as? [String: String] == ["label": "Increment: 1"])
    }

    /// `layout`, `tree` and `render` lay out the tree the runtime resolved (issue 10 item 0): the
    /// first render's `onAppear` has run and its pass settled, and a lazy stack shows every row.
    @Test func viewCommandsShowTheFirstRendersTree() throws {
        let source = """
            struct ContentView: View {
                @State private var title = "Loading"
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            Text(title).onAppear { title = "Loaded" }
                            ForEach(0..<40, id: \\.self) { Text("Row \\($0)") }
                        }
                    }
                }
            }
            """
        let layout = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(layout.code == 0 && layout.stderr == "")
        #expect(layout.stdout.contains("Text(\"Loaded\")") && !layout.stdout.contains("Loading"))
        #expect(layout.stdout.contains("Text(\"Row 39\")"))
        let tree = try cli.viewlab(["tree", "-"], stdin: source)
        #expect(tree.stdout.contains("[39] Text(\"Row 39\")"))
    }

    /// What crashed or was refused before the update cycle (issue 10 item 7): a `@Binding` given
    /// `.constant(0)` (signal 11 in `tree`), `Bindable(model).value` (reported as endless
    /// recursion), `$flag.animation(.default)` and `Self._printChanges()` all run, in `tree` and in `update`.
    @Test func chapterThreesListingsRun() throws {
        let source = """
            @Observable final class Model { var value = 0 }
            let model = Model()
            struct Counter: View {
                @Binding var value: Int
                var body: some View { Text("\\(value)") }
            }
            struct ContentView: View {
                @State private var flag = false
                var body: some View {
                    let _ = Self._printChanges()
                    VStack {
                        Counter(value: .constant(0))
                        Stepper("Value \\(model.value)", value: Bindable(model).value).accessibilityIdentifier("value")
                        Toggle("Flag", isOn: $flag.animation(.default))
                        Text(flag ? "on" : "off")
                    }
                }
            }
            """
        let tree = try cli.viewlab(["tree", "-"], stdin: source)
        #expect(tree.code == 0 && tree.stderr == "")
        #expect(tree.stdout.contains("Counter\n"))
        let update = try cli.viewlab(["update", "-", "increment #value", "toggle \"Flag\""], stdin: source)
        #expect(update.code == 0 && update.stderr == "")
        #expect(update.stdout.contains("  printed   ContentView: @self, @identity, _flag changed.\n"))
        #expect(update.stdout.contains("  texts     value = \"Value 1\"\n"))
        #expect(update.stdout.contains("  pass 1    animated  withAnimation(.default)\n"))
    }

    /// A malformed event is refused before anything runs.
    @Test func aMalformedEventIsRefused() throws {
        let r = try cli.viewlab(["update", "-", "tap Increment"], stdin: "Text(\"x\")")
        #expect(r.code == 2 && r.stdout == "")
        #expect(r.stderr == "error: event 'tap Increment': 'tap' needs a target: a label in quotes (tap \"Increment: 0\") or an identifier (tap #name)\n")
    }

    /// A gesture event written wrong says what it takes, with what it found, and exits 2 before any event runs.
    @Test(arguments: [
        ("drag #card abc", "'drag' takes a target and how far the finger moves, in points: drag #card 120,0 [--steps 4] (found 'abc')"),
        ("long-press #card -1", "'long-press' takes a target and how long the press is held, in seconds: long-press #card 1.5 (found '-1')"),
        ("magnify #card 0", "'magnify' takes a target and the scale the fingers reach, above 0: magnify #photo 2 (found '0')"),
        ("tap #card --at 1", "'tap … --at' takes a point in the view's own coordinates: tap #pad --at 20,40 (found '--at 1')"),
        ("swipe #card up", "'swipe' takes a row and the edge it is swiped from, leading or trailing: swipe \"Milk\" trailing (found 'up')"),
        ("back now", "'back' takes nothing after it: it pops the top NavigationStack page or dismisses the top sheet, alert or dialog"),
    ])
    func aGestureEventWrittenWrongIsRefused(_ event: String, _ message: String) throws {
        let r = try cli.viewlab(["update", Self.folder.appendingPathComponent("drag-gesture.swift").path, event])
        #expect(r.code == 2 && r.stdout == "")
        #expect(r.stderr == "error: event '\(event)': \(message)\n")
    }

}

extension UpdateCLITests {
    /// `--counts`: each view's body runs and the nodes walked, event by event, with the events' totals.
    @Test func countsTabulateBodyRunsAcrossEvents() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("27-counter.swift"), encoding: .utf8)
        let r = try cli.viewlab(["update", "-", "tap \"Increment: 0\"", "tap \"Increment: 1\"", "--counts"], stdin: source)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""

            body runs     initial  tap "Increment: 0"  tap "Increment: 1"  events total
            Counter             1                   1                   1             2
            nodes walked        2                   2                   2             4

            """))
    }
}
