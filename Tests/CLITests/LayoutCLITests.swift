import Foundation
import Testing
import TestSupport

/// `layout`, `explain` and `render` through the binary, against golden files reviewed by hand.
struct LayoutCLITests {
    let cli = CLITests()
    var favorite: String { CLITests.golden.appendingPathComponent("favorite.swift").path }

    @Test func explainMatchesTheBooksEightSteps() throws {
        let r = try cli.viewlab(["explain", favorite])
        #expect(r.code == 0)
        #expect(r.stdout == (try cli.goldenFile("favorite.explain.txt")))
    }

    @Test func layoutJSONFollowsTheContract() throws {
        let r = try cli.viewlab(["layout", "--format", "json", favorite])
        #expect(r.code == 0)
        #expect(r.stdout == (try cli.goldenFile("favorite.layout.json")))
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let root = json?["root"] as? [String: Any]
        #expect(root?["kind"] as? String == "background")
        #expect(root?["type"] as? String == "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>")
        let frame = root?["frame"] as? [String: Double]
        #expect(frame == ["x": 124.5, "y": 221.5, "width": 71, "height": 37])
    }

    @Test func renderDrawsTheFrames() throws {
        let r = try cli.viewlab(["render", favorite])
        #expect(r.stdout == (try cli.goldenFile("favorite.render.txt")))
    }

    /// A ForEach's row block runs once an element, its statements worked out once (`BuilderBlock`):
    /// each row still takes its own branch, and shows its optional chain or nothing.
    @Test func everyRowOfOneBuilderBlockTakesItsOwnBranch() throws {
        let source = """
        struct ContentView: View {
            let marks: [Image?] = [Image(systemName: "star"), nil, Image(systemName: "star")]
            var body: some View {
                VStack {
                    ForEach(0..<3, id: \\.self) { i in
                        let mark = marks[i]
                        if i % 2 == 0 { Text("even \\(i)") } else { Text("odd \\(i)") }
                        mark?.resizable()
                    }
                }
            }
        }

        """
        let json = try cli.viewlab(["layout", "--format", "json", "-"], stdin: source)
        #expect(json.code == 0)
        let kinds = json.stdout.split(separator: "\n").compactMap { line in
            line.contains("\"kind\": ") ? line.split(separator: "\"")[3] : nil
        }
        #expect(kinds == ["ContentView", "VStack", "Text", "Image", "Text", "Text", "Image"])
        #expect(json.stdout.contains("VStack<ForEach<Range<Int>, Int, TupleView<(_ConditionalContent<Text, Text>, Optional<Image>)>>>"))
        let text = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(["Text(\"even 0\")", "Text(\"odd 1\")", "Text(\"even 2\")"].allSatisfy(text.stdout.contains))
        #expect(!text.stdout.contains("Text(\"even 1\")") && !text.stdout.contains("Text(\"odd 0\")"))
    }

    @Test func accessibilityIdentifiersNameTheirNodes() throws {
        let r = try cli.viewlab(["layout", "--format", "json", "--proposal", "200x100", "-"],
                               stdin: "Color.red.frame(width: 50).accessibilityIdentifier(\"a\")\n")
        #expect(r.code == 0)
        #expect(r.stdout.contains("\"kind\": \"frame\""))
        #expect(r.stdout.contains("\"identifier\": \"a\""))
        #expect(r.stdout.contains("\"frame\": {\"x\": 75, \"y\": 0, \"width\": 50, \"height\": 100}"))
    }

    @Test func imagesRegisteredInTheFileAreUsed() throws {  // layout.md case 12
        let r = try cli.viewlab(["layout", "--proposal", "200x200", "-"],
                               stdin: "#image(\"header\", width: 100, height: 30)\nImage(\"header\").resizable().aspectRatio(contentMode: .fit)\n")
        #expect(r.code == 0)
        #expect(r.stdout.contains("200×60"))
    }

    @Test func badProposalExitsTwo() throws {
        let r = try cli.viewlab(["layout", "--proposal", "10xq", favorite])
        #expect(r.code == 2)
        #expect(r.stderr == "error: 'q' in '10xq' is not a dimension: use a number (decimals allowed), inf or nil\n")
    }

    @Test func svgIsWrittenToAFile() throws {
        let out = Scratch.url("fav-\(UUID()).svg").path
        let r = try cli.viewlab(["render", "--format", "svg", "-o", out, favorite])
        #expect(r.code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    /// Without `--format`, the output file's extension names the format, as image tools read it; an
    /// explicit `--format` wins, and a file of any other name gets the terminal picture.
    @Test func theOutputFilesExtensionChoosesTheFormat() throws {
        let svg = Scratch.url("fav-\(UUID()).SVG").path, text = Scratch.url("fav-\(UUID()).txt").path
        let asked = Scratch.url("fav-\(UUID()).svg").path
        #expect(try cli.viewlab(["render", "-o", svg, favorite]).code == 0)
        #expect(try cli.viewlab(["render", "-o", text, favorite]).code == 0)
        #expect(try cli.viewlab(["render", "--format", "ascii", "-o", asked, favorite]).code == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try !String(contentsOfFile: text, encoding: .utf8).contains("<svg"))
        #expect(try !String(contentsOfFile: asked, encoding: .utf8).contains("<svg"))
    }

    /// The book's flow layout built from GeometryReaders and preferences (TiS L3599–3660): the reader
    /// in the update cycle's render tree writes the container's width, the items' sizes come back as
    /// a preference, and the layout shown is the settled one. Four items fit in 320 points (70 wide,
    /// 10 apart: 310), the fifth starts the second line under the tallest of the first (66 + 10).
    @Test func aFlowLayoutMeasuredWithGeometryReadersSettles() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("zstack-flow.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.dropFirst().first?.hasSuffix("(0, 160.5)  320×159") == true)
        let items = lines.filter { $0.contains("Text(\"Item") }.map { $0.split(separator: "  ").suffix(2).joined(separator: "  ") }
        #expect(items == ["(21, 176.5)  38×17", "(101, 176.5)  38×17", "(181, 176.5)  38×34", "(261, 176.5)  38×34", "(21, 252.5)  38×51"])
    }

    /// `.safeAreaInset` (SwiftUI's `_InsetViewModifier`): the bar is proposed 320×(480 − 8) and is
    /// 93×49; the colour gets the rest less the 8-point spacing (423) at the top; the bar sits at
    /// the bottom, centred. With `spacing: 0, alignment: .leading` at the top edge: 431 for the
    /// colour at y = 49, the bar at x = 0.
    @Test func aSafeAreaInsetTakesItsLengthFromThePrimary() throws {
        func frames(_ modifier: String) throws -> [String] {
            let r = try cli.viewlab(["layout", "-"], stdin: "Color.red\(modifier) { Text(\"Bottom bar\").padding() }")
            #expect(r.code == 0 && r.stderr == "")
            return r.stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: "  ").suffix(2).joined(separator: "  ").trimmingCharacters(in: .whitespaces) }
        }
        #expect(try frames(".safeAreaInset(edge: .bottom)") == ["(0, 0)  320×423", "(113.5, 431)  93×49", "(129.5, 447)  61×17"])
        #expect(try frames(".safeAreaInset(edge: .top, alignment: .leading, spacing: 0)") == ["(0, 49)  320×431", "(0, 0)  93×49", "(16, 16)  61×17"])
    }

    /// `frame(in:)` takes the effects inside the coordinate space into account (TiS L3727–3747):
    /// under `.scaleEffect(0.5)` the 200×60 reader is 100×30 globally and in the stack's space,
    /// drawn around its centre, and 200×60 locally.
    @Test func aReadersFrameInASpaceIncludesTheEffectsInsideIt() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            extension CGRect {
                var pretty: String { String(format: "(%.1f, %.1f) %.1f×%.1f", origin.x, origin.y, size.width, size.height) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Hello")
                        Color.clear.frame(width: 200, height: 60)
                            .overlay { GeometryReader { proxy in
                                VStack {
                                    Text(proxy.frame(in: .global).pretty)
                                    Text(proxy.frame(in: .local).pretty)
                                    Text(proxy.frame(in: .named("Stack")).pretty)
                                }
                            }}
                            .scaleEffect(0.5)
                    }
                    .coordinateSpace(name: "Stack")
                }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("Text(\"(110.0, 237.5) 100.0×30.0\")"))
        #expect(r.stdout.contains("Text(\"(0.0, 0.0) 200.0×60.0\")"))
        #expect(r.stdout.contains("Text(\"(50.0, 40.0) 100.0×30.0\")"))
    }

    /// A Group that is a scroll view's only view stacks like a VStack, in an overlay like a ZStack,
    /// and a modifier on it applies once (TiS L220, view-trees-state.md case 10); in an HStack the
    /// modifier applies to each of its views (case 9).
    @Test func aGroupsModifiersApplyOnceWhereItStacks() throws {
        func borders(_ source: String) throws -> [String] {
            let r = try cli.viewlab(["layout", "-"], stdin: source)
            #expect(r.code == 0 && r.stderr == "")
            return r.stdout.split(separator: "\n").filter { $0.contains("border(.blue)") || $0.contains("(implicit)") }
                .map { $0.split(separator: "  ").first!.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "└├│─ "))) + " " + $0.split(separator: "  ").last! }
        }
        let group = "Group { Image(systemName: \"hand.wave\"); Text(\"Hello\") }.border(.blue)"
        #expect(try borders("ScrollView { \(group) }") == ["border(.blue) 33×45", "VStack (implicit) 33×45"])
        #expect(try borders("Color.red.frame(width: 100, height: 100).overlay { \(group) }") == ["border(.blue) 33×20", "ZStack (implicit) 33×20"])
        #expect(try borders("HStack { \(group) }") == ["border(.blue) 20×20", "border(.blue) 33×17"])
    }

    /// The layout listing writes a text's label as the tree does, escaped (a newline as `\n`), and
    /// VoiceOver's modifiers lay out as their content.
    @Test func labelsAreEscapedAndAccessibilityModifiersAreNeutral() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: #"Text("a\nb").accessibilityElement(children: .combine).accessibilityHint("Two lines")"#)
        #expect(r.code == 0 && r.stderr == "")
        let lines = r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(lines.map { $0.last! } == ["6×34", "6×34", "6×34"])
        #expect(lines.last?.first == #"└─ Text("a\nb")"#)
    }
}

