import Foundation
import Testing

/// Controls, bars and presentations at the sizes iOS gives them (issue 23, items 2, 3 and 5): each
/// program in Golden/controls/ is laid out at the book's 320×480 and at 200×300, and its
/// `.layout.txt` beside it is the expected output. `VIEWLAB_RECORD=1` rewrites them, to be reviewed as a diff.
struct ControlsCLITests {
    let cli = CLITests()
    static let folder = CLITests.golden.appendingPathComponent("controls")

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test(arguments: programs) func goldenLayout(_ name: String) throws {
        let file = Self.folder.appendingPathComponent(name + ".swift").path
        let wide = try cli.viewlab(["layout", file])
        let narrow = try cli.viewlab(["layout", file, "--proposal", "200x300"])
        var r = wide
        r.stdout += "\n" + narrow.stdout
        r.stderr += narrow.stderr
        try CLITests.expectGolden(r.golden, in: Self.folder.appendingPathComponent(name + ".layout.txt"))
    }

    /// A Toggle is its label, 8 points, then the 51×31 switch, across the whole proposed width; the
    /// switch is drawn on or off as its binding is when the picture is drawn.
    @Test func theSwitchIsDrawnAtTheTrailingEdge() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("settings-screen.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        // The track runs from x 304 − 51 = 253 to 304, rows 181 to 212; systemGreen, for on.
        #expect(r.stdout.contains("253 196.5 L253 196.5 C253 187.94 259.94 181 268.5 181 Z\" fill=\"#34c759\""))
        #expect(r.stdout.contains("controls: switches, sliders, steppers, fields and progress bars drawn as viewlab&apos;s model"))
    }

    /// A row's settings are drawn: the separator above a row with its own insets starts at its
    /// content (x 24), a row hiding its separators has none above or below it (one line is left of
    /// the section's three), and a row's background fills its cell, rounded at the card's corner.
    @Test func listRowSettingsAreDrawn() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("list-row-settings.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.components(separatedBy: "fill=\"#c6c6c8\"").count - 1 == 1)
        #expect(r.stdout.contains("<path d=\"M24 98.67 L304 98.67 L304 99 L24 99 Z\" fill=\"#c6c6c8\""))
        #expect(r.stdout.contains("<path d=\"M16 187 L304 187 L304 221 C304 226.52 299.52 231 294 231 L26 231 C20.48 231 16 226.52 16 221 L16 187 Z\" fill=\"#ff9500\""))
    }

    /// A List row that is a link gets a grey chevron at the row's trailing end; a Button row none.
    @Test func linkRowsGetAChevron() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("list-link-rows.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.components(separatedBy: "stroke=\"#c4c4c7\"").count - 1 == 2)
        #expect(r.stdout.contains("<path d=\"M277.5 147.5 L282.5 153 L277.5 158.5\" fill=\"none\" stroke=\"#c4c4c7\""))
    }

    /// A search field is drawn in the bar as a tertiary-fill rounded field with a magnifying glass,
    /// and the grouped List's background shows under the transparent bar.
    @Test func theSearchFieldIsDrawnInTheBar() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("search-field.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<path d=\"M0 0 L320 0 L320 148 L0 148 Z\" fill=\"#f2f2f7\""))
        #expect(r.stdout.contains("<path d=\"M26 104 L294 104 C299.52 104 304 108.48 304 114 L304 130 C304 135.52 299.52 140 294 140 L26 140 C20.48 140 16 135.52 16 130 L16 114 C16 108.48 20.48 104 26 104 Z\" fill=\"#767680\" fill-opacity=\"0.12\""))
        #expect(r.stdout.contains("stroke=\"#8e8e93\" stroke-width=\"1.8\""))
    }

    /// An inset grouped List is drawn on the grouped background, each section a white card with
    /// rounded corners 16 points in from the edges, and a separator between the rows of a section.
    @Test func anInsetGroupedListDrawsItsCards() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("list-sections.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<path d=\"M0 0 L320 0 L320 480 L0 480 Z\" fill=\"#f2f2f7\"><title>List</title>"))
        // The first section's card: one 44-point row from y 35, x 16 to 304, corners of radius 10.
        #expect(r.stdout.contains("<path d=\"M26 35 L294 35 C299.52 35 304 39.48 304 45 L304 69 C304 74.52 299.52 79 294 79 L26 79 "
            + "C20.48 79 16 74.52 16 69 L16 45 C16 39.48 20.48 35 26 35 Z\" fill=\"#ffffff\"><title>List</title>"))
        #expect(r.stdout.contains("lists: cards, separators and insets drawn as viewlab&apos;s model"))
    }

    /// An alert dims the window (black at 20%), floats its 270-point card in the middle with a
    /// hairline above its row of two buttons and one between them, and draws a destructive button red.
    @Test func anAlertIsDrawnAboveTheDimmedWindow() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("alert-buttons.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<path d=\"M0 0 L320 0 L320 480 L0 480 Z\" fill=\"#000000\" fill-opacity=\"0.2\"><title>[presented] alert</title>"))
        #expect(r.stdout.contains("<path d=\"M39 181 L281 181 C288.73 181 295 187.27 295 195 L295 285"))
        #expect(r.stdout.contains("<path d=\"M160 255 L160.33 255 L160.33 299 L160 299 Z\" fill=\"#c6c6c8\">"))
        #expect(r.stdout.contains("fill=\"#ff3b30\" transform=\"matrix(0.78 0 0 1 44.88 0)\" data-width=\"45\">Discard</text>"))
        // The alert is the last thing drawn: nothing of the window is painted over it.
        let alert = try #require(r.stdout.range(of: "[presented] alert"))
        #expect(!r.stdout[alert.upperBound...].contains("Draft</text>"))
    }

    /// A tab bar: its background and hairline, the selected tab's symbol and title in the accent
    /// colour, the others grey; a common SF Symbol is drawn as viewlab's own glyph, not a placeholder.
    @Test func aTabBarDrawsItsItemsWithSymbols() throws {
        let r = try cli.viewlab(["render", Self.folder.appendingPathComponent("tab-bar.swift").path, "--format", "svg"])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("<path d=\"M0 431 L320 431 L320 480 L0 480 Z\" fill=\"#f9f9f9\">"))
        #expect(r.stdout.contains("stroke=\"#007aff\" stroke-width=\"2.2\" stroke-miterlimit=\"10\"><title>Image(systemName: &quot;bell&quot;)</title>"))
        #expect(r.stdout.contains("fill=\"#999999\" transform=\"matrix(0.8 0 0 1 8.84 0)\" data-width=\"19.5\">Inbox</text>"))
        #expect(!r.stdout.contains("class=\"image\""))
        #expect(r.stdout.contains("SF Symbols: viewlab&apos;s own drawings of the common ones"))
    }

    /// `TextField(_:value:format:)`: typed text is read as a number into the value, as its type
    /// (an Int stays an Int); text that is not a number leaves the value as it was.
    @Test func aValueFieldReadsWhatIsTyped() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                @State private var age = 30
                @State private var price = 2.5
                var body: some View {
                    Form {
                        TextField("Age", value: $age, format: .number)
                        TextField("Price", value: $price, format: .currency(code: "EUR"))
                    }
                }
            }
            """
        let r = try cli.viewlab(["update", "-", "type \"Age\" \"42\"", "type \"Age\" \"forty\"", "type \"Price\" \"€1,250.75\""], stdin: source)
        #expect(r.code == 0)
        #expect(r.stdout.components(separatedBy: "\n").filter { $0.contains("  state  ") }
            == ["  state     ContentView _age: 30 → 42", "  state     ContentView _price: 2.5 → 1250.75"])
    }
}

