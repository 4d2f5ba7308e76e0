import Testing
import ViewlabLayout
import ViewlabModel

/// TabView: fills the proposal, centres the selected tab above the 49 pt tab bar, lays out no other
/// tab; `.tabViewStyle(.page)` has no bar (TabViewLayout.swift).
@Suite struct TabViewLayoutTests {
    @Test func theSelectedTabIsCentredAboveTheTabBar() throws {
        let r = try lay(tabView(selected: 1, text("Home"), text("Settings")))
        expectSize(r.root.frame.size, 320, 480)
        #expect(r.nodes.map(\.label) == ["TabView", "Text(\"Settings\")"])
        expectRect(r.inParent("Text"), 134.5, 207, 51, 17)   // (320 − 51) / 2, (480 − 49 − 17) / 2
        let proposals = r.trace.steps().filter { $0.verb == .propose && $0.actor == r.root.id }
        #expect(proposals.map(\.proposal) == [proposal(320, 431)])
    }

    @Test func aGreedyTabGetsAllButTheBar() throws {
        let r = try lay(tabView(color("red"), text("b")))
        expectRect(r.inParent("Color"), 0, 0, 320, 431)
    }

    @Test func thePageStyleHasNoBar() throws {
        let paged = ViewValue.modified(tabView(color("red")), Modifier(kind: .environment(.tabViewStyle(page: true)),
                                                                        typeName: "_TabViewStyleModifier<PageTabViewStyle>",
                                                                        name: "tabViewStyle", arguments: ".page"))
        let r = try lay(paged)
        expectRect(r.inParent("Color"), 0, 0, 320, 480)
    }

    @Test func anUnspecifiedHeightIsTheTabPlusTheBar() throws {
        expectSize(try lay(tabView(text("Home")), 320, nil).root.frame.size, 320, 66)
    }
}
