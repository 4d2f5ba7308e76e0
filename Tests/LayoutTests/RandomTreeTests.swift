import Testing
import ViewlabLayout
import ViewlabModel
import ViewlabPresentation

/// Random trees of every view, modifier and container, laid out in proposals with nil, 0, finite
/// and ∞ dimensions: layout never traps and no frame holds a NaN (spec layout.md §8.2).
@Suite struct RandomTreeTests {
    /// SplitMix64, so every run builds the same trees.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let menu = CustomAlignmentID(name: "menu", axis: .horizontal) { $0.width / 2 }

    func length(_ g: inout Generator) -> Double {
        [0, 1, 10, 37.5, 100, -20, .infinity, .nan][Int.random(in: 0..<8, using: &g)]
    }

    func leaf(_ g: inout Generator) -> ViewValue {
        switch Int.random(in: 0..<9, using: &g) {
        case 0: text(["Hello, World!", "", "a\nb c", "Supercalifragilistic"][Int.random(in: 0..<4, using: &g)])
        case 1: color("red")
        case 2: circle()
        case 3: image("header", resizable: Bool.random(using: &g))
        case 4: spacer(minLength: Bool.random(using: &g) ? nil : length(&g))
        case 5: divider()
        case 6: bookmark
        case 7: text("Hi", ideal: Size(width: 100, height: 20))
        default: symbol("star")
        }
    }

    func view(_ depth: Int, _ g: inout Generator) -> ViewValue {
        if depth == 0 { return leaf(&g) }
        let child = view(depth - 1, &g)
        switch Int.random(in: 0..<22, using: &g) {
        case 0: return child.padding(length(&g))
        case 1: return child.frame(width: Bool.random(using: &g) ? length(&g) : nil, height: Bool.random(using: &g) ? length(&g) : nil)
        case 2: return child.frame(minWidth: length(&g), maxWidth: length(&g), idealHeight: length(&g))
        case 3: return child.fixedSize(horizontal: Bool.random(using: &g), vertical: true)
        case 4: return child.aspectRatio(Bool.random(using: &g) ? nil : length(&g), contentMode: Bool.random(using: &g) ? .fit : .fill)
        case 5: return child.offset(x: length(&g), y: 3).rotationEffect(degrees: 30).scaleEffect(length(&g))
        case 6: return child.background(alignment: .center, view(depth - 1, &g))
        case 7: return child.overlay(alignment: Alignment(horizontal: .custom(Self.menu), vertical: .bottom), view(depth - 1, &g))
        case 8: return child.layoutPriority(length(&g))
        case 9: return child.alignmentGuide(.firstTextBaseline) { $0.height / 3 }.alignmentGuide(.custom(Self.menu)) { _ in .nan }
        case 10: return hStack(alignment: .firstTextBaseline, spacing: Bool.random(using: &g) ? nil : length(&g), child, view(depth - 1, &g), spacer())
        case 11: return vStack(alignment: .custom(Self.menu), child, view(depth - 1, &g))
        case 12: return zStack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline), child, view(depth - 1, &g))
        case 13: return scrollView(child, view(depth - 1, &g))
        case 14: return lazyHStack(child, view(depth - 1, &g))
        case 15: return lazyVGrid(columns: [GridItem(size: .adaptive(minimum: 20, maximum: 60)), GridItem(size: .fixed(30)),
                                            GridItem(size: .flexible(minimum: 10, maximum: .infinity))], child, view(depth - 1, &g))
        case 16: return viewThatFits(child, view(depth - 1, &g))
        case 17: return geometryReader { size in text("\(size)").frame(width: size.width / 2) }
        case 18: return child.position(x: length(&g), y: 5)
        case 19: return child.lineLimit(Int.random(in: 1...3, using: &g), reservesSpace: Bool.random(using: &g)).minimumScaleFactor(0.5)
        case 20: return forEach(Int.random(in: 0...3, using: &g)) { _ in child }
        default: return custom("Card", child.clipped())
        }
    }

    @Test func randomTreesNeverGiveNaN() throws {
        var g = Generator(state: 2026)
        let proposals: [ProposedViewSize] = [.unspecified, .zero, .infinity, ProposedViewSize(width: 320, height: 480),
                                             ProposedViewSize(width: nil, height: 50), ProposedViewSize(width: .infinity, height: 0)]
        var laidOut = 0
        for _ in 0..<100 {
            let tree = view(Int.random(in: 1...5, using: &g), &g)
            for p in proposals {
                let result = try LayoutEngine.layout(tree, in: p, options: bookOptions)
                for node in result.nodes {
                    let numbers = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
                        + (node.drawn.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [])
                    #expect(!numbers.contains { $0.isNaN }, "NaN in \(node.label) at \(p)")
                    #expect(node.frame.width >= 0 && node.frame.height >= 0, "negative size in \(node.label) at \(p)")
                }
                laidOut += result.nodes.count
                // Every presentation of the result works on it too.
                for output in [LayoutListing().text(result), LayoutListing().json(result), LayoutExplanation(includeProbes: true).text(result),
                               LayoutExplanation().json(result), LayoutPicture(style: OutputStyle(ascii: true)).text(result),
                               try DrawingSVG(frames: true).svg(result)] {
                    #expect(!output.isEmpty)
                }
            }
        }
        #expect(laidOut > 1000)
    }
}
