import Testing
import ViewlabLayout
import ViewlabModel

/// Golden cases 20–25 and 43–45 of spec layout.md §3: ZStack union and alignment guides
/// (B1963–2186; A7–133).
@Suite struct AlignmentCaseTests {
    let button = color("blue").frame(width: 150, height: 50)
    var heart: ViewValue { color("red").frame(width: 30, height: 30) }
    let topTrailing = Alignment(horizontal: .trailing, vertical: .top)

    @Test func case20ZStackFillsTheSafeArea() throws {
        let r = try lay(zStack(color("teal"), text("Hello, world")))
        expectSize(r.root.frame.size, 320, 480)
        expectRect(r.inParent("Text"), 125, 231.5, 70, 17)
    }

    @Test func case21FrameAlignment() throws {
        let assumed = text("Hello", ideal: Size(width: 50, height: 20))
        expectRect(try lay(assumed.frame(width: 100, height: 100)).inParent("Text"), 25, 40, 50, 20)
        let corner = Alignment(horizontal: .trailing, vertical: .bottom)
        expectRect(try lay(assumed.frame(width: 100, height: 100, alignment: corner)).inParent("Text"), 50, 80, 50, 20)
        expectRect(try lay(text("Hello").frame(width: 100, height: 100)).inParent("Text"), 33.5, 41.5, 33, 17)
        expectRect(try lay(text("Hello").frame(width: 100, height: 100, alignment: corner)).inParent("Text"), 67, 83, 33, 17)
    }

    @Test func case22ZStackUnion() throws {
        let assumed = try lay(zStack(rectangle().frame(width: 50, height: 50), text("Hello, World!", ideal: Size(width: 100, height: 20))))
        expectSize(assumed.root.frame.size, 100, 50)
        expectRect(assumed.inParent("frame"), 25, 0, 50, 50)
        expectRect(assumed.inParent("Text"), 0, 15, 100, 20)
        let ours = try lay(zStack(rectangle().frame(width: 50, height: 50), text("Hello, World!")))
        expectSize(ours.root.frame.size, 76, 50)
        expectRect(ours.inParent("frame"), 13, 0, 50, 50)
        expectRect(ours.inParent("Text"), 0, 16.5, 76, 17)
    }

    var guidedHeart: ViewValue {
        heart.alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }
    }

    @Test func case23IconDemo1GrowsTheZStack() throws {
        let r = try lay(zStack(alignment: topTrailing, button, guidedHeart))
        expectSize(r.root.frame.size, 165, 65)
        expectRect(r.inParent("frame"), 0, 15, 150, 50)
        expectRect(r.inParent("alignmentGuide"), 135, 0, 30, 30)
    }

    @Test func case24IconDemo2OverlayKeepsTheSize() throws {
        let r = try lay(button.overlay(alignment: topTrailing, guidedHeart))
        expectSize(r.root.frame.size, 150, 50)
        expectRect(r.inParent("alignmentGuide"), 135, -15, 30, 30)
    }

    @Test func case25IconDemo3BackgroundOnTheHeart() throws {
        let shifted = button.alignmentGuide(.horizontalCenter) { try $0.value(of: .trailing) }
            .alignmentGuide(.verticalCenter) { try $0.value(of: .top) }
        let r = try lay(heart.background(alignment: .center, shifted))
        expectSize(r.root.frame.size, 30, 30)
        expectRect(r.inParent("alignmentGuide"), -135, 15, 150, 50)
    }

    @Test func case43BaselineGuideOnASymbol() throws {
        let guided = try lay(hStack(alignment: .firstTextBaseline,
                                    symbol("pencil.circle.fill").alignmentGuide(.firstTextBaseline) { $0.height / 2 },
                                    text("Pencil")))
        expectSize(guided.root.frame.size, 67, 23)
        expectRect(guided.inParent("alignmentGuide"), 0, 3, 20, 20)
        expectRect(guided.inParent("Text"), 28, 0, 39, 17)
        let plain = try lay(hStack(alignment: .firstTextBaseline, symbol("pencil.circle.fill"), text("Pencil")))
        expectSize(plain.root.frame.size, 67, 24)
        expectRect(plain.inParent("Image"), 0, 0, 20, 20)
        expectRect(plain.inParent("Text"), 28, 7, 39, 17)
        let centred = try lay(hStack(symbol("pencil.circle.fill").alignmentGuide(.firstTextBaseline) { $0.height / 2 }, text("Pencil")))
        expectRect(centred.inParent("Text"), 28, 1.5, 39, 17)
    }

    static let menu = CustomAlignmentID(name: "menu", axis: .horizontal) { $0.width / 2 }

    func menuRows(_ key: AlignmentKey) -> ViewValue {
        func row(_ title: String) -> ViewValue {
            hStack(text(title), circle().frame(width: 30, height: 30).alignmentGuide(key) { $0.width / 2 })
        }
        return vStack(alignment: key, row("Inbox"), row("Sent"), circle().frame(width: 40, height: 40))
    }

    @Test func case44CustomAlignmentPropagatesThroughStacks() throws {
        let r = try lay(menuRows(.custom(Self.menu)))
        expectSize(r.root.frame.size, 76, 116)
        expectRect(r.inParent("HStack"), 0, 0, 71, 30)
        expectRect(r.inParent("HStack", 1), 6, 38, 65, 30)
        expectRect(r.nodes[r.find("frame", 2)].frame.offsetBy(dx: -r.root.frame.minX, dy: -r.root.frame.minY), 36, 76, 40, 40)
        let circles = r.nodes.filter { $0.kind == "Circle" }.map { $0.frame.midX - r.root.frame.minX }
        #expect(circles.allSatisfy { close($0, 56) }, "circle centres \(circles)")
    }

    @Test func case45BuiltInGuidesStopAtTheStack() throws {
        let r = try lay(menuRows(.trailing))
        expectRect(r.inParent("HStack"), 0, 0, 71, 30)
        expectRect(r.inParent("HStack", 1), 6, 38, 65, 30)
        expectRect(r.inParent("frame", 2), 31, 76, 40, 40)
    }
}
