import Testing
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

/// The presentation of layout results: listings, JSON (cli-contract.md), explain (spec layout.md
/// §4), sweeps and pictures, compared with golden files in `Golden/`.
@Suite struct PresentationTests {
    let case1 = text("Favorite").padding(10).background(color("teal"))
    let case15 = hStack(spacing: 0, color("cyan"), text("Hello, World!"), color("teal"))

    @Test func layoutJSONFollowsTheContract() throws {
        let json = LayoutListing().json(try lay(case1))
        #expect(json.contains("\"proposal\": {\"width\": 320, \"height\": 480}"))
        #expect(json.contains("\"kind\": \"background\",\n    \"type\": \"ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>\",\n    \"identifier\": null,\n    \"frame\": {\"x\": 124.5, \"y\": 221.5, \"width\": 71, \"height\": 37},"))
        expectGolden(json, "layout-case1.json")
    }

    @Test func layoutJSONCarriesDrawnFramesAndIdentifiers() throws {
        let view = hStack(spacing: 8, rectangle().frame(maxWidth: .infinity),
                          rectangle().frame(maxWidth: .infinity).offset(x: 30).accessibilityIdentifier("moved"),
                          rectangle().frame(maxWidth: .infinity))
        let json = LayoutListing().json(try lay(view, 300, 100))
        #expect(json.contains("\"identifier\": \"moved\",\n        \"frame\": {\"x\": 102.66666666666667, \"y\": 0, \"width\": 94.66666666666666, \"height\": 100},\n        \"drawn\": {\"x\": 132.66666666666669, \"y\": 0, \"width\": 94.66666666666666, \"height\": 100},"))
        expectGolden(json, "layout-case28.json")
    }

    @Test func layoutListing() throws {
        expectGolden(LayoutListing().text(try lay(case1)), "layout-case1.txt")
        expectGolden(LayoutListing(style: OutputStyle(ascii: true)).text(try lay(case15, 180, 180)), "layout-case15-ascii.txt")
    }

    @Test func explainCase1() throws {
        let text = LayoutExplanation().text(try lay(case1))
        #expect(text.contains(" 3  propose    └ Text(\"Favorite\")  300×460  320−10−10 × 480−10−10\n 4  report     └ Text(\"Favorite\")  51×17    fits on 1 line"))
        #expect(text.contains("background [1, 8]"))
        expectGolden(text, "explain-case1.txt")
        expectGolden(LayoutExplanation().json(try lay(case1)), "explain-case1.json")
    }

    @Test func explainStackTableAndProbes() throws {
        let result = try lay(case15, 180, 180)
        let folded = LayoutExplanation().text(result)
        #expect(folded.contains("(6 probes hidden; --probes shows them)"))
        expectGolden(folded, "explain-case15.txt")
        expectGolden(LayoutExplanation(includeProbes: true).text(result), "explain-case15-probes.txt")
    }

    @Test func explainGridAndZStack() throws {
        let columns = [GridItem(size: .flexible(minimum: 60, maximum: .infinity)),
                       GridItem(size: .flexible(minimum: 120, maximum: .infinity))]
        expectGolden(LayoutExplanation().text(try lay(lazyVGrid(columns: columns, spacing: 10, color("red"), color("blue"))
                                                        .frame(width: 200), nil, nil)), "explain-case40.txt")
        expectGolden(LayoutExplanation().text(try lay(zStack(rectangle().frame(width: 50, height: 50), text("Hello, World!")))),
                     "explain-case22.txt")
    }

    /// `explain --lang zh` (issue 25 item 8): the same trace with every word in Chinese, the
    /// arithmetic and the book's line numbers as they are; the JSON stays English.
    @Test func explainInChinese() throws {
        let zh = LayoutExplanation(language: .zh)
        expectGolden(zh.text(try lay(case1)), "explain-case1-zh.txt")
        expectGolden(zh.text(try lay(hStack(text("Hello"), spacer(), color("teal").frame(width: 40, height: 20)), 200, 100)),
                     "explain-spacer-zh.txt")
        let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom), leading = Alignment(horizontal: .leading, vertical: .verticalCenter)
        expectGolden(zh.text(try lay(text("Hi").frame(width: 100, height: 50, alignment: bottomTrailing)
                                        .frame(maxWidth: .infinity, alignment: leading), 200, 100)), "explain-frame-zh.txt")
        expectGolden(zh.text(try lay(text("Hello, World!").frame(width: 50), 320, 480)), "explain-wrap-zh.txt")
        #expect(LayoutExplanation(language: .zh).json(try lay(case1)) == LayoutExplanation().json(try lay(case1)))
        expectGolden(LayoutListing(language: .zh).text(try lay(case1)), "layout-case1-zh.txt")
    }

    @Test func sweepOfCase3() throws {
        let proposals = try ProposalParser.parseList("25x50,50x50,100x50")
        expectGolden(try SweepView().text(sweeping: text("Hello, World!"), proposals: proposals), "sweep-case3.txt")
    }

    /// `explain --sweep --lang zh` (issue 25 item 1): the headers and captions in the Chinese
    /// edition's words (建议尺寸 / 报告尺寸), the sizes and the drawings as in English.
    @Test func sweepInChinese() throws {
        let proposals = try ProposalParser.parseList("25x50,50x50,100x50")
        expectGolden(try SweepView(language: .zh).text(sweeping: text("Hello, World!"), proposals: proposals), "sweep-case3-zh.txt")
    }

    /// The warnings layout gives, in Chinese under `--lang zh` (issue 25 item 2); SwiftUI's own
    /// console text ("Contradictory frame constraints specified.") as SwiftUI logs it, and the
    /// JSON in English.
    @Test func layoutWarningsInChinese() throws {
        let view = vStack(color("red").frame(width: -20, height: 30), color("blue").frame(minWidth: -5, maxWidth: .nan),
                          color("green").frame(minWidth: 100, maxWidth: 50), image("nowhere"),
                          hStack(color("red").frame(width: 10, height: 10).alignmentGuide(.verticalCenter) { _ in .nan }, text("x")))
        let result = try lay(view)
        expectGolden(LayoutListing(language: .zh).text(result), "layout-warnings-zh.txt")
        #expect(result.warnings.map { $0.description(in: .zh) }.contains("frame(minWidth: 100, maxWidth: 50): Contradictory frame constraints specified."))
        #expect(LayoutListing(language: .zh).json(result) == LayoutListing().json(result))
    }

    /// `render --lang zh` (issue 25 item 3): the caption under the picture in Chinese.
    @Test func renderCaptionInChinese() throws {
        expectGolden(LayoutPicture(language: .zh).text(try lay(case1)), "render-case1-zh.txt")
        expectGolden(LayoutPicture(language: .zh).text(try lay(case15, 180, 180)), "render-case15-zh.txt")
    }

    @Test func renderPictures() throws {
        expectGolden(LayoutPicture().text(try lay(case1)), "render-case1.txt")
        let svg = try DrawingSVG(frames: true).svg(try lay(case1))
        // The background's colour is painted before (behind) the padded text, and the frames over both.
        let colour = try #require(svg.range(of: "<title>Color.teal</title>")), words = try #require(svg.range(of: ">Favorite</text>"))
        let frames = try #require(svg.range(of: "<g class=\"frames\">"))
        #expect(colour.lowerBound < words.lowerBound && words.lowerBound < frames.lowerBound)
        expectGolden(svg, "render-case1.svg")
        expectGolden(LayoutPicture(style: OutputStyle(ascii: true)).text(try lay(case15, 180, 180)), "render-case15-ascii.txt")
        let offset = rectangle().frame(width: 100, height: 50).border("blue").offset(x: 30, y: 30).border("green")
        expectGolden(LayoutPicture().text(try lay(offset, 200, 120)), "render-case26.txt")
        expectGolden(try DrawingSVG(frames: true).svg(try lay(offset, 200, 120)), "render-case26.svg")
    }

    @Test func colourIsOptIn() throws {
        #expect(!LayoutPicture().text(try lay(case1)).contains("\u{1B}["))
        #expect(LayoutPicture(style: OutputStyle(color: true)).text(try lay(case1)).contains("\u{1B}["))
    }
}

@Suite struct ProposalParserTests {
    @Test func acceptsNumbersInfinityAndNil() throws {
        #expect(try ProposalParser.parse("320x480") == ProposedViewSize(width: 320, height: 480))
        #expect(try ProposalParser.parse("nilx480") == ProposedViewSize(width: nil, height: 480))
        #expect(try ProposalParser.parse("infx50.5") == ProposedViewSize(width: .infinity, height: 50.5))
        #expect(try ProposalParser.parse(" 12.25×nil ") == ProposedViewSize(width: 12.25, height: nil))
        #expect(try ProposalParser.parseList("25x50,50x50,100x50").count == 3)
    }

    @Test func rejectsBadInputClearly() {
        #expect(throws: ProposalParseError.notWidthByHeight("320")) { try ProposalParser.parse("320") }
        #expect(throws: ProposalParseError.badDimension("abc", in: "abcx4")) { try ProposalParser.parse("abcx4") }
        #expect(throws: ProposalParseError.negative("-5", in: "-5x4")) { try ProposalParser.parse("-5x4") }
        #expect(throws: ProposalParseError.badDimension("nan", in: "nanx4")) { try ProposalParser.parse("nanx4") }
        #expect(ProposalParseError.notWidthByHeight("320").description
                == "'320' is not a proposal: write WIDTHxHEIGHT, e.g. 320x480, nilx480 or infx50")
    }
}
