import Testing
import ViewlabLayout
import ViewlabModel

/// Golden cases 26–33 and 46–51 of spec layout.md §3: rendering-only modifiers, backgrounds,
/// fixedSize and frames (B1531–1770; A135–520).
@Suite struct ModifierCaseTests {
    let box = rectangle().frame(width: 100, height: 50)

    @Test func case26OffsetMovesTheDrawingOnly() throws {
        let r = try lay(box.border("blue").offset(x: 30, y: 30).border("green"), nil, nil)
        expectRect(r.root.frame, 0, 0, 100, 50)
        let offset = r.nodes[r.find("offset")]
        expectRect(offset.frame, 0, 0, 100, 50)
        expectRect(offset.drawn, 30, 30, 100, 50)
        expectRect(r.nodes[r.find("Rectangle")].drawn, 30, 30, 100, 50)
        let green = r.nodes[r.children(of: 0)[1]]
        expectRect(green.frame, 0, 0, 100, 50)
        #expect(green.drawn == nil)
    }

    @Test func case27ThreeWaysToMoveForLayout() throws {
        let insets = EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)
        let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
        for view in [box.padding(insets), box.frame(width: 130, height: 80, alignment: bottomTrailing),
                     box.position(x: 80, y: 55).frame(width: 130, height: 80)] {
            let r = try lay(view, nil, nil)
            expectSize(r.root.frame.size, 130, 80)
            expectRect(r.nodes[r.find("Rectangle")].frame, 30, 30, 100, 50)
        }
    }

    @Test func case29RotationTakesNoSpace() throws {
        let r = try lay(text("Hello world").fixedSize().rotationEffect(degrees: -40))
        expectSize(r.root.frame.size, 67, 17)
        let drawn = try #require(r.root.drawn)
        expectSize(drawn.size, 62.25, 56.09)
        #expect(close(drawn.midX, r.root.frame.midX) && close(drawn.midY, r.root.frame.midY))
    }

    @Test func case30NegativePaddingInABackground() throws {
        let r = try lay(text("Favorite").background(alignment: .center, color("orange").padding(-3)))
        expectSize(r.root.frame.size, 51, 17)
        let color = r.nodes[r.find("Color")].frame
        expectRect(color.offsetBy(dx: -r.root.frame.minX, dy: -r.root.frame.minY), -3, -3, 57, 23)
    }

    @Test func case31BadgeOnTheCorner() throws {
        let badge = circle().frame(width: 20, height: 20).alignmentGuide(.top) { $0.height / 2 }
            .alignmentGuide(.trailing) { $0.width / 2 }
        let r = try lay(text("Hello").padding().background(color("teal"))
                            .overlay(alignment: Alignment(horizontal: .trailing, vertical: .top), badge))
        expectSize(r.root.frame.size, 65, 49)
        expectRect(r.inParent("alignmentGuide"), 55, -10, 20, 20)
    }

    @Test func case32BadgeSqueezedThenFixed() throws {
        let corner = Alignment(horizontal: .trailing, vertical: .top)
        let badge = text("2023", font: .caption).padding(3).background(alignment: .center, capsule())
        let squeezed = try lay(text("Hi").overlay(alignment: corner, badge))
        expectSize(squeezed.root.frame.size, 15, 17)
        #expect(squeezed.size("padding").width <= 15)
        #expect(squeezed.size("Text", 1).width < 20)
        let fixed = try lay(text("Hi").overlay(alignment: corner, badge.fixedSize()))
        expectSize(fixed.size("fixedSize"), 26, 18)
        expectRect(fixed.inParent("fixedSize"), -11, 0, 26, 18)
    }

    @Test func case33FixedSizeOverflowsTheFrame() throws {
        let r = try lay(text("Hello, World!").fixedSize().frame(width: 50))
        expectSize(r.root.frame.size, 50, 17)
        expectRect(r.inParent("fixedSize"), -13, 0, 76, 17)
    }

    @Test func case46MinWidth() throws {
        expectSize(try lay(text("Hi").frame(minWidth: 50)).root.frame.size, 50, 17)
        expectSize(try lay(text("Hello, World!").frame(minWidth: 50)).root.frame.size, 76, 17)
    }

    @Test func case47MaxWidth() throws {
        let r = try lay(text("Hello, World!").frame(maxWidth: 50))
        expectSize(r.size("Text"), 36, 34)
        expectSize(r.root.frame.size, 50, 34)
        #expect(r.trace.steps().contains { $0.verb == .propose && $0.proposal == proposal(50, 480) })
    }

    @Test func case48IdealFrames() throws {
        expectSize(try lay(color("red").frame(idealWidth: 100, idealHeight: 50).fixedSize()).root.frame.size, 100, 50)
        expectSize(try lay(color("red").frame(maxWidth: 100).fixedSize()).root.frame.size, 10, 10)
    }

    @Test func case49ContradictoryConstraintsWarn() throws {
        let r = try lay(color("red").frame(minWidth: 100, maxWidth: 50))
        #expect(r.warnings.map(\.message) == ["Contradictory frame constraints specified."])
        expectSize(r.root.frame.size, 100, 480)
    }

    @Test func case50FixedWidthPassesTheHeight() throws {
        let r = try lay(text("Hello, World!").frame(width: 50))
        #expect(r.trace.steps().contains { $0.verb == .propose && $0.proposal == proposal(50, 480) })
        expectSize(r.size("Text"), 36, 34)
        expectSize(r.root.frame.size, 50, 34)
    }

    @Test func case51DividerInAFixedVStack() throws {
        expectSize(try lay(vStack(divider()).fixedSize()).size("Divider"), 10, 1)
        expectSize(try lay(hStack(divider()), 100, 50).size("Divider"), 1, 50)
    }

    @Test func identifierNamesTheNodeItModifies() throws {
        let r = try lay(color("red").frame(width: 50).accessibilityIdentifier("a"))
        let tagged = try #require(r.node(identifier: "a"))
        #expect(tagged.kind == "frame")
        expectRect(tagged.frame, 135, 0, 50, 480)
    }

    @Test func textTruncatesWithLineLimitAndScales() throws {
        expectSize(try lay(text("Hello, World!").lineLimit(1), 50, 100).root.frame.size, 45, 17)
        expectSize(try lay(text("Hello, World!").lineLimit(3, reservesSpace: true), 200, 100).size("Text"), 76, 51)
        expectSize(try lay(text("Hello, World!").lineLimit(1).truncationMode(.head), 50, 100).size("Text"), 49, 17)
        let scaled = try lay(text("Hello, World!").lineLimit(1).minimumScaleFactor(0.5), 60, 100)
        #expect(scaled.size("Text").width <= 60)
        #expect(scaled.trace.steps().contains { $0.reason.en.contains("font scaled to") })
    }

    @Test func fontReachesTextsInsideContainers() throws {
        let r = try lay(vStack(spacing: 0, text("Favorite"), hStack(text("Hi"))).font(.largeTitle))
        expectSize(r.size("Text"), 102, 34)
        expectSize(r.size("Text", 1), 30, 34)
    }

    @Test func textStylesScaleTheMetric() throws {
        expectSize(try lay(text("2023", font: .caption)).root.frame.size, 20, 12)
        expectSize(try lay(text("Favorite").font(.largeTitle)).size("Text"), 102, 34)
    }
}
