import Testing
import ViewlabLayout
import ViewlabModel

/// Golden cases 1–13 of spec layout.md §3: leaves and single modifiers.
@Suite struct LeafCaseTests {
    @Test func case1FavoritePaddedOnTeal() throws {
        let r = try lay(text("Favorite").padding(10).background(color("teal")))
        expectRect(r.root.frame, 124.5, 221.5, 71, 37)
        expectSize(r.size("Text"), 51, 17)
        expectSize(r.size("padding"), 71, 37)
        expectRect(r.inParent("Color"), 0, 0, 71, 37)
        expectRect(r.inParent("Text"), 10, 10, 51, 17)
    }

    @Test func case2FlexibleFrameSpansThePaddedWidth() throws {
        let r = try lay(text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity).background(color("teal")).padding(10))
        expectRect(r.root.frame, 0, 221.5, 320, 37)
        expectSize(r.size("Text"), 76, 17)
        expectSize(r.size("frame"), 300, 17)
        expectSize(r.size("Color"), 300, 17)
    }

    @Test func case7BookmarkIdeal() throws {
        expectSize(try lay(bookmark.fixedSize()).root.frame.size, 6.67, 10)
    }

    @Test func case8ShapesIdealTen() throws {
        for view in [rectangle(), capsule(), color("red")] {
            expectSize(try lay(view.fixedSize()).root.frame.size, 10, 10)
        }
    }

    @Test func case9CircleIsASquare() throws {
        expectSize(try lay(circle(), 100, 50).root.frame.size, 50, 50)
    }

    @Test func case11AspectFill() throws {
        expectSize(try lay(color("secondary").aspectRatio(4.0 / 3, contentMode: .fill), 200, 200).root.frame.size, 266.67, 200)
    }

    @Test func case12ImageFitsItsRatio() throws {
        let r = try lay(image("header", resizable: true).aspectRatio(contentMode: .fit), 200, 200)
        expectSize(r.root.frame.size, 200, 60)
        expectSize(r.size("Image"), 200, 60)
    }

    @Test func case13Images() throws {
        expectSize(try lay(image("header"), 200, 200).root.frame.size, 100, 30)
        expectSize(try lay(image("header", resizable: true), 200, 200).root.frame.size, 200, 200)
        expectSize(try lay(image("header", resizable: true).scaledToFill(), 200, 200).root.frame.size, 666.67, 200)
    }

    @Test func unregisteredImageWarnsAndUsesTheFallback() throws {
        let r = try lay(image("nowhere"))
        expectSize(r.root.frame.size, 100, 100)
        #expect(r.warnings.map(\.message) == ["image \"nowhere\" is not registered; using 100×100"])
    }

    @Test func symbolsAreTwentyPoints() throws {
        expectSize(try lay(symbol("pencil")).root.frame.size, 20, 20)
    }

    @Test func resultNamesTheMetricModel() throws {
        #expect(try lay(text("x")).metricModel.hasPrefix("viewlab-17"))
    }
}
