import Testing
import ViewlabLayout
import ViewlabModel

/// Golden cases 34–42 of spec layout.md §3: ScrollView, GeometryReader, lazy stacks, LazyVGrid,
/// ViewThatFits (B1846–1957).
@Suite struct ContainerCaseTests {
    @Test func case34ShapeInAScrollViewIsTenTall() throws {
        let r = try lay(scrollView(rectangle()))
        expectSize(r.root.frame.size, 320, 480)
        expectRect(r.inParent("Rectangle"), 0, 0, 320, 10)
    }

    @Test func case35ScrollViewTakesTheContentWidth() throws {
        expectSize(try lay(scrollView(text("Hello"))).root.frame.size, 33, 480)
        expectSize(try lay(scrollView(text("Hello").frame(maxWidth: .infinity))).root.frame.size, 320, 480)
    }

    @Test func case36ImplicitVStack() throws {
        let r = try lay(scrollView(image("logo", resizable: true).aspectRatio(contentMode: .fit), text("A caption")))
        expectSize(r.root.frame.size, 320, 480)
        let proposals = r.trace.steps().filter { $0.verb == .propose && $0.actor == r.root.id }
        #expect(proposals.map(\.proposal) == [proposal(320, nil), proposal(320, nil)])
    }

    @Test func case37GeometryReaderTakesTheProposal() throws {
        let r = try lay(geometryReader { size in text("\(formatNumber(size.width))×\(formatNumber(size.height))") })
        expectSize(r.root.frame.size, 320, 480)
        expectRect(r.inParent("Text"), 0, 0, 48, 17)
        #expect(r.nodes[r.find("Text")].label == "Text(\"320×480\")")
    }

    @Test func case38LazyVStackTakesTheWidth() throws {
        expectSize(try lay(scrollView(lazyVStack(text("View 0")))).size("LazyVStack"), 320, 17)
        expectSize(try lay(scrollView(vStack(text("View 0")))).size("VStack"), 38, 17)
    }

    @Test func case39LazyHStackProposesNil() throws {
        let r = try lay(lazyHStack(text("Hello, World!"), color("red")), 100, 50)
        expectSize(r.size("Text"), 76, 17)
        expectSize(r.size("Color"), 10, 50)
        expectSize(r.root.frame.size, 94, 50)
    }

    @Test func case40GridDoublePass() throws {
        let columns = [GridItem(size: .flexible(minimum: 60, maximum: .infinity)),
                       GridItem(size: .flexible(minimum: 120, maximum: .infinity))]
        let r = try lay(lazyVGrid(columns: columns, spacing: 10, color("red").frame(height: 20), color("blue").frame(height: 20))
                            .frame(width: 200), nil, nil)
        let grid = r.nodes[r.find("LazyVGrid")]
        expectRect(r.inParent("LazyVGrid"), -12.5, 0, 225, 20)
        expectSize(try #require(grid.drawn).size, 238, 20)
        #expect(close(try #require(grid.drawn).midX - r.root.frame.midX, 6.5))
        expectRect(r.inParent("frame", 1), 0, 0, 108, 20)
        expectRect(r.inParent("frame", 2), 118, 0, 120, 20)
    }

    @Test func case41ViewThatFitsPicksTheFirstThatFits() throws {
        let view = viewThatFits(text("Hello, World!"), text("Hi"))
        #expect(try lay(view, 100, 50).nodes.map(\.label) == ["ViewThatFits", "Text(\"Hello, World!\")"])
        #expect(try lay(view, 50, 50).nodes.map(\.label) == ["ViewThatFits", "Text(\"Hi\")"])
    }

    @Test func case42NothingFitsSoTheLast() throws {
        let r = try lay(viewThatFits(color("red").frame(width: 200), color("blue").frame(width: 150)), 100, 100)
        expectSize(r.root.frame.size, 150, 100)
        #expect(r.nodes[r.find("Color")].label == "Color.blue")
    }

    @Test func customViewIsANodeAroundItsBody() throws {
        let r = try lay(custom("Badge", text("Hi").padding(2)))
        #expect(r.nodes.map(\.kind) == ["Badge", "padding", "Text"])
        expectSize(r.root.frame.size, 19, 21)
    }

    @Test func forEachIsFlattenedIntoTheStack() throws {
        let r = try lay(vStack(spacing: 0, forEach(3) { _ in color("red").frame(width: 10, height: 10) }))
        #expect(r.children(of: 0).count == 3)
        expectSize(r.root.frame.size, 10, 30)
    }
}
