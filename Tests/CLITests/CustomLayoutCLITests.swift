import Foundation
import Testing

/// A learner's `Layout` as a container (Sources/SwiftUI/CustomLayouts.swift,
/// Sources/Layout/Containers/CustomLayoutAlgorithm.swift), through the binary.
struct CustomLayoutCLITests {
    let cli = CLITests()
    var flow: String { CLITests.golden.appendingPathComponent("flow-layout.swift").path }

    /// Thinking in SwiftUI L3440: proposed 250 wide, three 100-wide views with 10 points of spacing
    /// put the third on a second line, and the layout is 210 wide, the widest line.
    @Test func theBooksFlowLayoutWrapsAt250() throws {
        let r = try cli.viewlab(["layout", "--proposal", "250xnil", flow])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
            FlowLayout                        (20, 0)  210×50
            ├─ frame(width: 100, height: 20)  (20, 0)  100×20
            │  └─ Color.red                   (20, 0)  100×20
            ├─ frame(width: 100, height: 20)  (130, 0)  100×20
            │  └─ Color.green                 (130, 0)  100×20
            └─ frame(width: 100, height: 20)  (20, 30)  100×20
               └─ Color.blue                  (20, 30)  100×20

            """))
    }

    /// At 320 the three fit on one line: an item that ends exactly at the width still fits.
    @Test func anItemEndingAtTheWidthStillFits() throws {
        let r = try cli.viewlab(["layout", flow])
        #expect(r.stdout.contains("FlowLayout                        (0, 230)  320×20\n"))
        #expect(r.stdout.contains("└─ frame(width: 100, height: 20)  (220, 230)  100×20\n"))
    }

    /// `explain` shows the layout's own calls: what it asked each subview, what it answered, and
    /// where it placed each one, in bounds that are where the view is.
    @Test func explainShowsTheLayoutsCallsAndTheirLines() throws {
        let r = try cli.viewlab(["explain", "--proposal", "250xnil", "-"], stdin: try String(contentsOfFile: flow, encoding: .utf8))
        #expect(r.code == 0)
        #expect(r.stdout.contains(" 2  propose  └ frame(width: 100, height: 20)  nil×nil  FlowLayout asks subviews[0].sizeThatFits(nil×nil) at <stdin>:41\n"))
        #expect(r.stdout.contains(" 8  report   FlowLayout                       210×50   FlowLayout.sizeThatFits(proposal: 250×nil) → 210×50\n"))
        #expect(r.stdout.contains("FlowLayout places frame(width: 100, height: 20) @(0, 30)   place(at: (20, 30), anchor: (0, 0), proposal: nil×nil) in bounds at (20, 0), at <stdin>:52\n"))
    }

    /// `spacing(subviews:cache:)` (advanced-layout.md §2.2 item 5): a stack without `spacing:` puts
    /// its children the larger of their facing edges apart, so two layouts that want no room sit
    /// side by side while a Text still keeps its 8 points; `ViewSpacing()`, `.zero`, `union`,
    /// `formUnion` and `distance(to:along:)` are values a learner can compute with.
    @Test func aLayoutSaysHowMuchRoomItWants() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct Tight: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 40, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                    var spacing = ViewSpacing.zero
                    spacing.formUnion(ViewSpacing.zero, edges: .horizontal)
                    return spacing
                }
            }
            HStack {
                Text("A")
                Tight { Text("B") }
                Tight { Text("C") }
            }
            """)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("HStack           (111.5, 230)  97×20\n"))
        #expect(r.stdout.contains("├─ Tight         (128.5, 230)  40×20\n"))
        #expect(r.stdout.contains("└─ Tight         (168.5, 230)  40×20\n"))
        let values = try cli.viewlab(["run", "-"], stdin: """
            let a = ViewSpacing()
            let b = ViewSpacing.zero
            print(a.distance(to: b, along: .horizontal))
            print(b.distance(to: b, along: .vertical))
            print(b.union(a, edges: .top).distance(to: b, along: .horizontal))
            """)
        #expect(values.stdout == "8.0\n0.0\n0.0\n")
    }

    /// Sizes SwiftUI cannot use are said once each: a NaN (0 is used) and an infinite answer to a
    /// finite proposal (issue 11 item 1).
    @Test func impossibleSizesAreWarnedAbout() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct Bad: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: .nan, height: .infinity)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            Bad { Text("x") }
            """)
        #expect(r.code == 0)
        #expect(r.stderr == "warning: Bad: answered an infinite height for 320×480: SwiftUI cannot place it\nwarning: Bad: computed a NaN size; using 0\n")
    }

    /// A layout that places from (0, 0) rather than `bounds.origin` misplaces its subviews as on a
    /// device, and viewlab says why (spec pro-swiftui-4-6.md §2.1 R3).
    @Test func placingFromZeroIsWarnedAbout() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x: CGFloat = 0
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: 0), proposal: .unspecified)
                        x += 50
                    }
                }
            }
            Row { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 50, height: 20) }
            """)
        #expect(r.stdout.contains("└─ frame(width: 50, height: 20)  (50, 0)  50×20\n"))
        #expect(r.stderr == "warning: frame(width: 50, height: 20): Row placed its subviews from (0, 0): they belong in bounds, which start at (110, 230)\n")
        let flow = try cli.viewlab(["layout", flow])
        #expect(flow.stderr == "")
    }

    /// A type that says it is a Layout but lacks the methods is reported when it is laid out.
    @Test func aLayoutWithoutItsMethodsSaysSo() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: "struct Flow: Layout {}\nFlow { Text(\"a\") }\n")
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("<stdin>:2:1: error: 'Flow' conforms to Layout but has no 'sizeThatFits' method\n"))
    }

    /// `dimensions(in:)` gives a subview's size and its guides, explicit ones included.
    @Test func dimensionsGiveTheSubviewsGuides() throws {
        let r = try cli.viewlab(["layout", "-"], stdin: """
            struct Baselines: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let d = subviews[0].dimensions(in: .unspecified)
                    return CGSize(width: d.width, height: d[VerticalAlignment.center] * 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
                }
            }
            Baselines { Color.red.frame(width: 30, height: 20).alignmentGuide(VerticalAlignment.center) { _ in 4 } }
            """)
        #expect(r.stdout.contains("Baselines                           (145, 220)  30×40\n"))
    }

    @Test func itsTypeIsTheLayoutRootsTree() throws {
        let r = try cli.viewlab(["tree", "--types", flow])
        #expect(r.stdout.hasPrefix("Tree<_LayoutRoot<FlowLayout>, TupleView<(ModifiedContent<Color, _FrameLayout>, ModifiedContent<Color, _FrameLayout>, ModifiedContent<Color, _FrameLayout>)>>\n"))
    }

    /// makeCache runs once and its cache reaches both methods; spacing is the default 8 between
    /// subviews; each subview is placed by its centre with the widest subview's size proposed.
    @Test func theCacheSpacingAndAnchorsReachTheLayout() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("equal-width-layout.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
            EqualWidthHStack                    (102.5, 230)  115×20
            ├─ Text("One")                      (108.5, 231.5)  21×17
            ├─ Text("Three")                    (143.5, 231.5)  33×17
            └─ layoutPriority(1)                (191, 230)  20×20
               └─ frame(width: 20, height: 20)  (191, 230)  20×20
                  └─ Color.red                  (191, 230)  20×20

            """))
    }

    /// A subview the layout never places is centred, as SwiftUI does, with a warning; one placed at
    /// `.zero` instead of `bounds.origin` lands at the window's corner, as on a device, with another.
    @Test func anUnplacedSubviewIsCentredWithAWarning() throws {
        let source = """
            struct Lazy: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: .zero, proposal: .unspecified)
                }
            }
            Lazy {
                Text("Placed")
                Text("Forgotten")
            }
            """
        let r = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(r.code == 0)
        #expect(r.stdout.contains("├─ Text(\"Placed\")     (0, 0)  39×17\n"))
        #expect(r.stdout.contains("└─ Text(\"Forgotten\")  (131.5, 231.5)  57×17\n"))
        #expect(r.stderr == """
            warning: Text("Placed"): Lazy placed its subviews from (0, 0): they belong in bounds, which start at (110, 190)
            warning: Text("Forgotten"): Lazy did not place subview 1: SwiftUI centres it

            """)
    }

    /// A `sizeThatFits` that answers something else than a size stops with the call's location.
    @Test func aSizeThatIsNotASizeIsAnError() throws {
        let source = """
            struct Wrong: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Int { 3 }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Wrong { Text("x") }
            """
        let r = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("<stdin>:5:1: error: Wrong.sizeThatFits returned Int, not a CGSize\n"))
    }

    /// `AnyLayout` erases a built-in or a learner's layout into one container type, and a layout
    /// value called with a closure lays out what the closure builds (spec pro-swiftui-4-6.md §2.3).
    @Test func layoutsAreValuesThatAnyLayoutErases() throws {
        let builtIn = try cli.viewlab(["layout", "-"], stdin: """
            let isVertical = true
            let layout = isVertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
            layout {
                Text("One")
                Text("Two")
            }
            """)
        #expect(builtIn.stdout.hasSuffix("""
            AnyLayout(VStackLayout(spacing: 4))  (149.5, 221)  21×38
            ├─ Text("One")                       (149.5, 221)  21×17
            └─ Text("Two")                       (149.5, 242)  21×17

            """))
        let learners = try cli.viewlab(["tree", "--types", "-"], stdin: """
            struct Column: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            AnyLayout(Column()) { Text("a") }
            """)
        #expect(learners.stdout.hasPrefix("Tree<_LayoutRoot<AnyLayout>, Text>\n"))
        let stack = try cli.viewlab(["layout", "-"], stdin: "HStackLayout(alignment: .top, spacing: 2) { Text(\"a\"); Spacer(); Text(\"b\") }\n")
        #expect(stack.stdout.contains("├─ Spacer()                                (8, 231.5)  304×0\n"))
    }

    @Test func aDividerRunsAcrossTheLayoutsOrientation() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("layout-properties.swift").path])
        #expect(r.stdout.hasSuffix("""
            VStack           (110, 196)  100×88
            ├─ Row           (110, 196)  100×40
            │  └─ Divider()  (110, 196)  1×40
            └─ Column        (110, 244)  100×40
               └─ Divider()  (110, 244)  100×1

            """))
    }

    /// `.layoutValue(key:value:)` reaches the layout through other modifiers, and a subview with
    /// none reads the key's `defaultValue`: shares 2, 1 (default) and 1 of 200 points.
    @Test func layoutValuesReachTheLayout() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("layout-value-key.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("   ├─ layoutValue(key: Share.self, value: 2)     (60, 225)  100×30\n"))
        #expect(r.stdout.contains("   ├─ Color.green                                (160, 225)  50×30\n"))
        #expect(r.stdout.contains("   └─ padding(0)                                 (210, 225)  50×30\n"))
        let types = try cli.viewlab(["tree", "--types", CLITests.golden.appendingPathComponent("layout-value-key.swift").path])
        #expect(types.stdout.contains("ModifiedContent<Color, _TraitWritingModifier<_LayoutTrait<Share>>>"))
    }

    /// `GeometryProxy.frame(in:)` in the reader's own space, the window's and a named one
    /// (`.coordinateSpace(name:)`): the reader is at (60, 250), the named space at (0, 140).
    @Test func aGeometryReaderKnowsWhereItIs() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("geometry-frames.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
                        └─ VStack                    (60, 250)  79×67
                           ├─ Text("local 0 0")      (73.5, 250)  52×17
                           ├─ Text("global 60 250")  (60, 275)  79×17
                           └─ Text("card 60 110")    (66, 300)  67×17

            """))
    }

    /// A preference collected from the views that write it, shown in an overlay built from it.
    @Test func anOverlayIsBuiltFromAPreference() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("preference-widest.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("└─ Text(\"widest 70\")                                        (133, 256.5)  54×17\n"))
    }

    /// Only writers take part, in tree order; an outer `.preference` replaces what its content
    /// writes; a background's writers follow its content's (update-cycle-research.md §2.8).
    @Test func preferencesCombineInTreeOrder() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("preference-order.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("└─ Text(\"a,outer,d\")"))
    }

    /// `.transformPreference` changes the collected value in place; the outer one runs last, and
    /// the written values keep the key's type (an Int key shows 26, not 26.0).
    @Test func transformPreferenceChangesTheCollectedValue() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("preference-transform.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("└─ Text(\"26\")"))
    }

    /// An anchor written with `.anchorPreference` is resolved by `proxy[anchor]` where the view was
    /// placed: the highlight is drawn under "Two", at (143.5, 248.5).
    @Test func anAnchorIsResolvedWhereTheViewWasPlaced() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("anchor-highlight.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("│  ├─ anchorPreference(key: HighlightKey.self, value: .bounds)  (143.5, 231.5)  21×17\n"))
        #expect(r.stdout.contains("         └─ Color.yellow                                        (114.5, 231.5)  21×2  drawn (143.5, 248.5) 21×2\n"))
    }

    /// `.transformAnchorPreference` adds an anchor of its view to what the content collects: the
    /// highlight is under "Two" as with `.anchorPreference` (TiS ch. 7).
    @Test func aTransformAnchorPreferenceAddsItsAnchor() throws {
        let source = try String(contentsOf: CLITests.golden.appendingPathComponent("anchor-highlight.swift"), encoding: .utf8)
            .replacingOccurrences(of: ".anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }",
                                  with: ".transformAnchorPreference(key: HighlightKey.self, value: .bounds) { value, anchor in value = anchor }")
        let r = try cli.viewlab(["layout", "-"], stdin: source)
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.contains("│  ├─ transformAnchorPreference(key: HighlightKey.self, value: .bounds)  (143.5, 231.5)  21×17\n"))
        #expect(r.stdout.contains("Color.yellow"))
        #expect(r.stdout.contains("drawn (143.5, 248.5) 21×2\n"))
    }

    /// A layout's `explicitAlignment` gives its own guide: a leading VStack lines the title up with
    /// the indented text, 20 points into the layout.
    @Test func aLayoutsExplicitAlignmentGivesItsGuide() throws {
        let r = try cli.viewlab(["layout", CLITests.golden.appendingPathComponent("explicit-alignment.swift").path])
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout.hasSuffix("""
            VStack(alignment: .leading)  (110.5, 219)  99×42
            ├─ Text("Title")             (130.5, 219)  33×17
            └─ Indented                  (110.5, 244)  99×17
               └─ Text("Indented text")  (130.5, 244)  79×17

            """))
    }
}
