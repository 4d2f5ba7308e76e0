import Testing
import ViewlabModel

struct ModelTests {
    @Test(arguments: [(18.75, "18.75"), (266.666666, "266.67"), (51.0, "51"), (0.5, "0.5"), (-3.0, "-3"), (-0.001, "0"),
                      (Double.infinity, "∞"), (100.0 / 3, "33.33"), (1e20, "1e+20"), (-Double.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
                      (-0.5, "-0.5"), (10.5, "10.5"), (-124747.5, "-124747.5"), (0.05, "0.05"), (-0.999, "-1"),
                      (-Double.infinity, "-∞"), (Double.nan, "nan"), (0, "0"), (-9.99, "-9.99")] as [(Double, String)])
    func numbersPrintWithAtMostTwoDecimals(_ value: Double, _ text: String) {
        #expect(formatNumber(value) == text)
        var bytes: [UInt8] = Array("x".utf8)
        bytes.appendNumber(value)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + text)
    }

    /// The numbers' text as it was spelled with strings (session 26), against the bytes written now,
    /// over numbers of every size: whole, two decimals, more, negative.
    @Test func numbersPrintAsTheirStringSpelling() {
        func spelled(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            let hundredths = Int((abs(rounded) * 100).rounded())
            var text = (rounded < 0 ? "-" : "") + "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
        for i in 0..<20_000 {
            var value = Double(i * 7_919 % 1_000_003 - 500_000) * Double(i % 11 + 1) * 1_234.5
            for _ in 0..<(i % 13) { value /= 10 }
            #expect(formatNumber(value) == spelled(value), "\(value)")
        }
        #expect(Point(x: -124756, y: 0.5).description == "(-124756, 0.5)")
        #expect(Size(width: 320, height: 249992.25).description == "320×249992.25")
    }

    @Test func proposalsPrintNilAndInfinity() {
        #expect(ProposedViewSize(width: nil, height: 480).description == "nil×480")
        #expect(ProposedViewSize.infinity.description == "∞×∞")
    }

    /// view-trees-state.md §2.3: list producers flatten, an absent Optional and EmptyView give nothing,
    /// and a modifier on a list applies to each element.
    @Test func viewListsFlattenAndDistribute() {
        let a = ViewValue.text(TextValue(content: "a")), b = ViewValue.image(ImageValue(name: "b", isSystemName: true))
        let list = ViewValue.tuple([a, .tuple([b, .empty]), .optional(a, isPresent: false), .conditional(first: a, second: b, isFirst: false)])
        #expect(list.listElements.map(\.kindName) == ["Text", "Image", "Image"])
        let border = Modifier(kind: .inert, typeName: "_X", name: "border")
        #expect(ViewValue.modified(.tuple([a, b]), border).listElements.map(\.typeName) == ["ModifiedContent<Text, _X>", "ModifiedContent<Image, _X>"])
        #expect(ViewValue.modified(a, border).listElements.count == 1)
    }

    /// view-trees-state.md §2.5: an element's identity is the path of list producers from the
    /// outside in, and the views are the ones `listElements` gives.
    @Test func identitiesArePathsThroughTheListProducers() {
        let a = ViewValue.text(TextValue(content: "a")), b = ViewValue.image(ImageValue(name: "b", isSystemName: true))
        let border = Modifier(kind: .inert, typeName: "_X", name: "border")
        let rows = ForEachValue(dataTypeName: "Range<Int>", idTypeName: "Int",
                                elements: (0..<2).map { ForEachValue.Element(id: "\($0)", view: .conditional(first: a, second: b, isFirst: $0 == 0)) },
                                template: a, label: "ForEach(0..<2)")
        let list = ViewValue.tuple([a, .forEach(rows), .optional(.tuple([a, b]), isPresent: true),
                                    .identified(.modified(.tuple([a, .empty, b]), border), id: "7", idTypeName: "Int"),
                                    .custom(CustomViewValue(typeName: "Card", body: .tuple([b]))), .empty])
        let elements = list.identifiedElements
        #expect(elements.map(\.identity) == ["0", "1.id(0).if", "1.id(1).else", "2.some.0", "2.some.1", "3.id(7).0", "3.id(7).2", "4.0"])
        #expect(elements.map(\.view.typeName) == list.listElements.map(\.typeName))
        #expect(elements.map(\.view.kindName) == ["Text", "Text", "Image", "Text", "Image", "id", "id", "Card"])
    }

    /// The layout tree builder relies on it: a view that is not a list producer and makes one
    /// element is that element, and a list producer never is.
    @Test func onlyListProducersUnfoldIntoOtherElements() {
        let a = ViewValue.text(TextValue(content: "a"))
        let border = Modifier(kind: .inert, typeName: "_X", name: "border")
        let group = ViewValue.container(ContainerValue(kind: .group, content: a, typeName: "Group<Text>", label: "Group"))
        let producers: [ViewValue] = [.tuple([a]), .optional(a, isPresent: true), .conditional(first: a, second: a, isFirst: true), group,
                                      .forEach(ForEachValue(dataTypeName: "Range<Int>", idTypeName: "Int", elements: [.init(id: "0", view: a)],
                                                            template: a, label: "ForEach(0..<1)"))]
        for view in producers {
            #expect(view.unfoldsIntoElements && view.listElements.map(\.typeName) == ["Text"], "\(view.typeName)")
        }
        let singles: [ViewValue] = [a, .modified(.tuple([a]), border), .identified(group, id: "1", idTypeName: "Int"), .anyView(.tuple([a])),
                                    .custom(CustomViewValue(typeName: "Card", body: .tuple([a])))]
        for view in singles {
            #expect(!view.unfoldsIntoElements && view.listElements.map(\.typeName) == [view.typeName], "\(view.typeName)")
        }
        #expect(ViewValue.empty.unfoldsIntoElements && ViewValue.empty.listElements.isEmpty)
    }

    @Test func typeNamesNestAsSwiftUIs() {
        let text = ViewValue.text(TextValue(content: "Hi"))
        let padded = ViewValue.modified(text, Modifier(kind: .padding(EdgeInsets(all: 16)), typeName: "_PaddingLayout", name: "padding"))
        #expect(ViewValue.optional(padded, isPresent: false).typeName == "Optional<ModifiedContent<Text, _PaddingLayout>>")
        #expect(ViewValue.identified(text, id: "1", idTypeName: "Int").typeName == "IDView<Text, Int>")
        #expect(Modifier(kind: .padding(EdgeInsets(all: 16)), typeName: "_PaddingLayout", name: "padding", arguments: "10").label == ".padding(10)")
    }
}

/// `--lang`, else `VIEWLAB_LANG`, else the locale in `LC_ALL`, else `LANG` (cli-contract.md "Languages").
struct DisplayLanguageTests {
    @Test func theOptionThenTheEnvironment() {
        #expect(DisplayLanguage.resolve(option: "zh", environment: ["VIEWLAB_LANG": "en"]) == .zh)
        #expect(DisplayLanguage.resolve(option: nil, environment: ["VIEWLAB_LANG": "zh", "LANG": "en_US.UTF-8"]) == .zh)
        #expect(DisplayLanguage.resolve(option: nil, environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]) == .zh)
        #expect(DisplayLanguage.resolve(option: nil, environment: ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]) == .zh)
        #expect(DisplayLanguage.resolve(option: nil, environment: ["LANG": "C.UTF-8"]) == .en)
        #expect(DisplayLanguage.resolve(option: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .en)
        #expect(DisplayLanguage.resolve(option: nil, environment: [:]) == .en)
        #expect(DisplayLanguage(locale: "zh-Hans") == .zh)
    }
}
