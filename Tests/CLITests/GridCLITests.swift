import Foundation
import Testing

/// `Grid`, `GridRow`, `GridLayout` and the cell traits through the binary. The book leaves the grid's
/// algorithm undocumented (TiS L1951–1953); these fix viewlab's model (GridRowsLayout.swift).
struct GridCLITests {
    let cli = CLITests()

    /// Columns as wide as their widest cell, rows as tall as theirs, 8 points between both:
    /// 33 (Cedar) + 8 + 21 (Bee) = 62 wide, 17 + 8 + 17 = 42 tall, cells centred in their cells.
    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            Grid {
                GridRow { Text("A"); Text("Bee") }
                GridRow { Text("Cedar"); Text("D") }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
            Grid                 (129, 219)  62×42
            ├─ GridRow           (129, 219)  62×17
            │  ├─ Text("A")      (141, 219)  9×17
            │  └─ Text("Bee")    (170, 219)  21×17
            └─ GridRow           (129, 244)  62×17
               ├─ Text("Cedar")  (129, 244)  33×17
               └─ Text("D")      (176, 244)  9×17

            """))
    }

    /// Every trait at once: the Score column is trailing for all its rows, the Divider takes the
    /// grid's width without widening it, "Grace Hopper, admiral" spans both columns (27 + 12 + 33 = 72)
    /// and wraps there, the bottom-aligned row is as tall as its colour, and "7" sits at its cell's
    /// top-leading corner.
    @Test func cellTraits() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("grid-traits.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4)  (124, 169)  72×142
            ├─ GridRow                                                            (124, 169)  72×17
            │  ├─ Text("Name")                                                    (124, 169)  27×17
            │  └─ gridColumnAlignment(.trailing)                                  (163, 169)  33×17
            │     └─ Text("Score")                                                (163, 169)  33×17
            ├─ gridCellUnsizedAxes(.horizontal)                                   (124, 190)  72×1
            │  └─ Divider()                                                       (124, 190)  72×1
            ├─ GridRow                                                            (124, 195)  72×17
            │  ├─ Text("Ada")                                                     (124, 195)  21×17
            │  └─ Text("100")                                                     (175, 195)  21×17
            ├─ GridRow                                                            (124, 216)  72×51
            │  └─ gridCellColumns(2)                                              (124, 216)  42×51
            │     └─ Text("Grace Hopper, admiral")                                (124, 216)  42×51
            └─ GridRow(alignment: .bottom)                                        (124, 271)  72×40
               ├─ frame(width: 20, height: 40)                                    (124, 271)  20×40
               │  └─ Color.red                                                    (124, 271)  20×40
               └─ gridCellAnchor(.topLeading)                                     (163, 271)  7×17
                  └─ Text("7")                                                    (163, 271)  7×17

            """))
    }

    /// Proposed a width, flexible columns share it like a stack's children: the Text column takes
    /// its 39 points first, and the two colours split the rest, (320 − 16 − 39) ÷ 2 = 132.5.
    @Test func flexibleColumnsShareTheWidth() throws {
        let r = try cli.viewlab(["layout", "--proposal", "320x100", "-"], stdin: """
            Grid {
                GridRow { Color.red; Text("Middle"); Color.blue }
            }
            """)
        #expect(r.stdout.hasSuffix("""
            Grid                  (0, 0)  320×100
            └─ GridRow            (0, 0)  320×100
               ├─ Color.red       (0, 0)  132.5×100
               ├─ Text("Middle")  (140.5, 41.5)  39×17
               └─ Color.blue      (187.5, 0)  132.5×100

            """))
    }

    /// Pro SwiftUI L2335–2355: `GridLayout` switches with the stacks in an `AnyLayout`, and a
    /// `GridRow` anywhere but a grid is a Group; the tiles keep their state across the switch.
    @Test func gridLayoutInAnAnyLayout() throws {
        let source = """
            struct Tile: View {
                let name: String
                @State private var taps = 0
                var body: some View { Button("\\(name) \\(taps)") { taps += 1 } }
            }
            struct ContentView: View {
                @State private var index = 0
                let layouts = [AnyLayout(VStackLayout()), AnyLayout(GridLayout())]
                var layout: AnyLayout { layouts[index] }
                var body: some View {
                    VStack {
                        layout {
                            GridRow { Tile(name: "A"); Tile(name: "B") }
                            GridRow { Tile(name: "C"); Tile(name: "D") }
                        }
                        Button("Change") { index = (index + 1) % layouts.count }
                    }
                }
            }
            """
        let r = try cli.viewlab(["update", "-", "tap \"A 0\"", "tap \"Change\"", "--format", "json"], stdin: source)
        #expect(r.code == 0 && r.stderr == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]])
        let change = try #require((events[2]["passes"] as? [[String: Any]])?.first)
        #expect(change["inserted"] as? [String] == [] && change["removed"] as? [String] == [])
        let stacked = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(stacked.stdout.contains("AnyLayout(VStackLayout)          (150, 181.5)  20×92\n"))
        let gridded = try cli.viewlab(["layout", "-"], stdin: source.replacingOccurrences(of: "index = 0", with: "index = 1"))
        #expect(gridded.stdout.contains("AnyLayout(GridLayout)"))
        #expect(gridded.stdout.contains("GridRow"))
    }

    @Test func typeNames() throws {
        let r = try cli.viewlab(["run", "-"], stdin: """
            print(type(of: Grid { GridRow { Text("A") } }))
            print(type(of: Text("a").gridCellColumns(2)))
            print(type(of: GridLayout()))
            """)
        #expect(r.stdout == "Grid<GridRow<Text>>\nModifiedContent<Text, _TraitWritingModifier<GridCellColumnsTraitKey>>\nGridLayout\n")
    }

    /// An adaptive column holds as many sub-columns of its minimum as fit with 8 points between them:
    /// ⌊(320 + 8) ÷ (64 + 8)⌋ = 4 of (320 − 3 × 8) ÷ 4 = 74, never 5 of 58 (below the minimum).
    /// `[.init(.adaptive(minimum: 64))]` is GridItem's initializer (Pro SwiftUI L1330).
    @Test func adaptiveColumnsKeepTheirMinimumWithTheSpacing() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            LazyVGrid(columns: [.init(.adaptive(minimum: 64))]) {
                ForEach(0..<5) { _ in Color.blue.frame(height: 64) }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        let frames = r.stdout.split(separator: "\n").filter { $0.contains("Color.blue") }.map { $0.split(separator: "  ").suffix(2).joined(separator: "  ").trimmingCharacters(in: .whitespaces) }
        #expect(frames == ["(0, 172)  74×64", "(82, 172)  74×64", "(164, 172)  74×64", "(246, 172)  74×64", "(0, 244)  74×64"])
    }
}

