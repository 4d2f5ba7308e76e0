import Foundation
import Testing

/// The environment through the binary (TiS ch. 5, issue 12): each program in Golden/environment/
/// is laid out, and its `.layout.txt` beside it is the expected output (stdout, then stderr and the
/// exit code when there are any). `VIEWLAB_RECORD=1` rewrites them, to be reviewed as a diff.
struct EnvironmentCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("environment")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test(arguments: programs) func goldenLayout(_ name: String) throws {
        var r = try cli.viewlab(["layout", Self.folder.appendingPathComponent(name + ".swift").path])
        r.stderr = r.stderr.replacingOccurrences(of: Self.folder.path + "/", with: "")
        try CLITests.expectGolden(r.golden, in: Self.folder.appendingPathComponent(name + ".layout.txt"))
    }

    /// A toggle drawn by a learner's style: toggling re-runs the style's `makeBody` for the toggle
    /// alone (it read `isOn`), not the body that passed `$remember`.
    @Test func aToggleStyleRunsAgainWhenIsOnChanges() throws {
        let file = Self.folder.appendingPathComponent("control-styles.swift").path
        let r = try cli.viewlab(["update", file, "toggle \"Remember me\""])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("""
            ▸ toggle "Remember me"
              state     ContentView _remember: false → true
              pass 1    body      ContentView/VStack.2/Toggle  (_isOn)
            """))
        #expect(r.stdout.contains("Image(systemName: \"checkmark.square\")"))
        let tree = try cli.viewlab(["tree", file])
        #expect(tree.stdout.contains("Button(\"Saved \\(saves)\")  (style: ChipStyle)\n"))
        #expect(tree.stdout.contains("Button(\"Share\")  (style: .borderedProminent)\n"))
    }

    /// `.buttonStyle(.chip)` finds the learner's `static var chip` in `extension ButtonStyle where
    /// Self == ChipStyle`, and the modifier is typed by the style it found.
    @Test func aStyleShorthandIsTheLearnersStyle() throws {
        let r = try cli.viewlab(["tree", "-", "--types"], stdin: """
            struct ChipStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(2) }
            }
            extension ButtonStyle where Self == ChipStyle {
                static var chip: ChipStyle { ChipStyle() }
            }
            Button("Go") { }.buttonStyle(.chip)
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("ModifiedContent<Button<Text>, ButtonStyleModifier<ChipStyle>>"))
    }
}

extension EnvironmentCLITests {
    /// `viewlab env`: each value with the modifier that wrote it, the view that modifier stands on,
    /// and its line; keys nobody wrote read their defaults, a learner's key too.
    @Test func envListsEachValueWithItsWriter() throws {
        let file = Self.folder.appendingPathComponent("nearest-writer.swift").path
        let r = try cli.viewlab(["env", file, "#title"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == """
            Text at ContentView/VStack.0/Text
            accent                  orange        VStack.environment(\\.accent, .orange)  ContentView/VStack  line 30
            colorScheme             .light        default
            dynamicTypeSize         .large        default
            editMode                .inactive     default
            font                    .title        VStack.font(.title)                    ContentView/VStack  line 28
            isEnabled               true          default
            layoutDirection         .leftToRight  default
            lineLimit               2             VStack.lineLimit(2)                    ContentView/VStack  line 29
            locale                  en_US         default
            minimumScaleFactor      1.0           default
            multilineTextAlignment  .leading      default
            truncationMode          .tail         default

            """)
    }

    /// Within one chain the modifier closest to the view wins: `.font(.body)` is nearer FontName
    /// than `.font(.caption)`, and both are nearer than the VStack's `.font(.title)`; the view reads it.
    @Test func theInnermostWriterWins() throws {
        let file = Self.folder.appendingPathComponent("nearest-writer.swift").path
        let r = try cli.viewlab(["env", file, "--path", "ContentView/VStack.1/FontName"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("font                    .body         FontName.font(.body)"))
        let tree = try cli.viewlab(["tree", file])
        #expect(tree.stdout.contains("Text(\"body\")"))
    }

    @Test func envNamesTheViewsWhenTheTargetIsMissing() throws {
        let file = Self.folder.appendingPathComponent("nearest-writer.swift").path
        let r = try cli.viewlab(["env", file, "#nope"])
        #expect(r.code == 2 && r.stdout == "")
        #expect(r.stderr.hasPrefix("error: no view #nope in the render tree; its paths are:\n  ContentView\n"))
    }
}

extension EnvironmentCLITests {
    /// `tree --env` annotates each Text with the values written above it (environment-animation.md
    /// §2, "the tree printer"): the font always, the default as `nil→body`.
    @Test func treeAnnotatesTextsWithTheirEnvironment() throws {
        let r = try cli.viewlab(["tree", "--env", "-"], stdin: """
            HStack {
                VStack { Text("Item 1"); Text("Item 2") }.font(.title)
                Text("Hello!")
            }
            .lineLimit(1)
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == """
            .lineLimit(1)
            └─ HStack
               ├─ .font(.title)
               │  └─ VStack
               │     ├─ Text("Item 1")  env{font=.title, lineLimit=1}
               │     └─ Text("Item 2")  env{font=.title, lineLimit=1}
               └─ Text("Hello!")  env{font=nil→body, lineLimit=1}

            """)
    }

    /// `explain` names the environment value behind a Text's size and the modifier that wrote it.
    @Test func explainNamesTheFontsWriter() throws {
        let file = Self.folder.appendingPathComponent("nearest-writer.swift").path
        let r = try cli.viewlab(["explain", file])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("55×28    fits on 1 line; font .title from VStack.font(.title), line 28"))
    }
}
