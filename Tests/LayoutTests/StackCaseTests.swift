import Testing
import ViewlabLayout
import ViewlabModel

/// Golden cases 14–19 and 28 of spec layout.md §3: HStack distribution (B1776–1823).
@Suite struct StackCaseTests {
    func colours(_ middle: ViewValue) -> ViewValue { hStack(spacing: 0, color("cyan"), middle, color("teal")) }

    @Test func case14BookAssumedText() throws {
        let r = try lay(colours(text("T", ideal: Size(width: 100, height: 20))), 180, 180)
        expectRect(r.inParent("Color"), 0, 0, 65, 180)
        expectRect(r.inParent("Text"), 65, 70, 50, 40)
        expectRect(r.inParent("Color", 1), 115, 0, 65, 180)
        let table = try #require(r.trace.distributions.first { !$0.isProbe })
        #expect(table.rows.map(\.share) == ["130 ÷ 2", "180 ÷ 3", "65 ÷ 1"])
        #expect(table.rows.map(\.order) == [2, 1, 3])
    }

    @Test func case15TextWrapsBetweenColours() throws {
        let r = try lay(colours(text("Hello, World!")), 180, 180)
        expectRect(r.inParent("Text"), 72, 73, 36, 34)
        expectRect(r.inParent("Color"), 0, 0, 72, 180)
        expectRect(r.inParent("Color", 1), 108, 0, 72, 180)
        let table = try #require(r.trace.distributions.first)
        #expect(table.rows.map(\.minimum) == [0, 0, 0])
        #expect(table.rows.map(\.maximum) == [.infinity, 76, .infinity])
        #expect(table.rows.map(\.proposed) == [72, 60, 72])
    }

    @Test func case16PriorityGivesTheTextItsIdealWidth() throws {
        let r = try lay(colours(text("Hello, World!").layoutPriority(1)), 180, 180)
        expectRect(r.inParent("layoutPriority"), 52, 81.5, 76, 17)
        expectSize(r.size("Color"), 52, 180)
        expectSize(r.size("Color", 1), 52, 180)
    }

    /// More than sixteen children are sorted by `sort` rather than by insertion: least flexible
    /// first, ties in declaration order (B1819, §8.4).
    @Test func manyChildrenAreAskedLeastFlexibleFirstInDeclarationOrder() throws {
        let c = color("red"), f = color("blue").frame(width: 10)
        let r = try lay(hStack(spacing: 0, c, f, c, f, c, f, c, f, c, f, c, f, c, f, c, f, c, f), 360, 100)
        let table = try #require(r.trace.distributions.first { !$0.isProbe })
        #expect(table.rows.map(\.order) == [10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15, 6, 16, 7, 17, 8, 18, 9])
        #expect(table.rows.map(\.share) == ["270 ÷ 9", "360 ÷ 18", "240 ÷ 8", "350 ÷ 17", "210 ÷ 7", "340 ÷ 16",
                                            "180 ÷ 6", "330 ÷ 15", "150 ÷ 5", "320 ÷ 14", "120 ÷ 4", "310 ÷ 13",
                                            "90 ÷ 3", "300 ÷ 12", "60 ÷ 2", "290 ÷ 11", "30 ÷ 1", "280 ÷ 10"])
        expectRect(r.inParent("frame"), 30, 0, 10, 100)
        expectRect(r.inParent("frame", 8), 350, 0, 10, 100)
        expectSize(r.root.frame.size, 360, 100)
    }

    @Test func case17FixedSizeOverflows() throws {
        let r = try lay(colours(text("Hello, World!").fixedSize()), 60, 100)
        expectSize(r.size("fixedSize"), 76, 17)
        expectSize(r.size("Color"), 0, 100)
        expectSize(r.size("Color", 1), 0, 100)
        expectSize(r.root.frame.size, 76, 100)
    }

    @Test func case18SpacerIsSizedLast() throws {
        let r = try lay(hStack(spacer(), text("Some right-aligned text")), 140, 100)
        expectSize(r.size("Text"), 106, 34)
        expectSize(r.size("Spacer"), 26, 0)
        expectSize(r.root.frame.size, 140, 34)
        #expect(r.trace.steps().contains { $0.verb == .propose && $0.proposal == proposal(124, 100) })
    }

    @Test func case19TrailingFrameInsteadOfSpacer() throws {
        let r = try lay(text("Some right-aligned text").frame(maxWidth: .infinity, alignment: Alignment(horizontal: .trailing, vertical: .verticalCenter)), 140, 100)
        expectSize(r.root.frame.size, 140, 17)
        expectRect(r.inParent("Text"), 6, 0, 134, 17)
    }

    @Test func case28OffsetChangesNothing() throws {
        let r = try lay(hStack(spacing: 8,
                               rectangle().frame(maxWidth: .infinity),
                               rectangle().frame(maxWidth: .infinity).offset(x: 30),
                               rectangle().frame(maxWidth: .infinity)), 300, 100)
        expectRect(r.inParent("frame"), 0, 0, 94.67, 100)
        expectRect(r.inParent("offset"), 102.67, 0, 94.67, 100)
        expectRect(r.inParent("frame", 2), 205.33, 0, 94.67, 100)
        let offset = r.nodes[r.find("offset")]
        expectRect(offset.drawn, 132.67, 0, 94.67, 100)
    }

    @Test func equalHeightTrickStretchesInPlacement() throws {
        // Placement re-proposes the stack's final height (spec §8.1, pro-swiftui-1-3.md §2.9).
        let r = try lay(hStack(text("One line"), color("red").frame(width: 10).frame(maxHeight: .infinity), text("Two\nlines"))
                            .fixedSize(horizontal: false, vertical: true))
        expectSize(r.size("HStack"), 49 + 8 + 10 + 8 + 30, 34)
        expectSize(r.size("frame"), 10, 34)
        expectSize(r.size("Color"), 10, 34)
    }

    @Test func stackProposedInfinityReportsInfinity() throws {
        let sizes = try LayoutEngine.sweep(hStack(color("red"), text("Hi")), proposals: [proposal(.infinity, 100)])
        #expect(sizes[0].size.width == .infinity)
        #expect(!sizes[0].size.height.isNaN)
    }
}
