import ViewlabLayout
import ViewlabModel

// The three trees of shared/spec/bench-trees.md, built as view values exactly as described there,
// laid out with every cache cleared before each timed call. ns/node divides by the flexbox node
// counts of that file so the figures compare one to one with Taffy's and Yoga's, which
// Benchmarks/peers/layout_peers.py measures in the same run (Benchmarks/run puts them side by side).

/// `Color.red.frame(width: w, height: h)`: two views, one flexbox node.
private func leaf(_ width: Double, _ height: Double) -> ViewValue {
    .modified(.color(ColorValue("red")), Modifier(kind: .frame(width: width, height: height, alignment: .center),
                                                  typeName: "_FrameLayout", name: "frame",
                                                  arguments: "width: \(formatNumber(width)), height: \(formatNumber(height))"))
}

private func stack(_ axis: Axis, spacing: Double, _ content: ViewValue) -> ViewValue {
    let name = axis == .horizontal ? "HStack" : "VStack"
    let kind: ContainerKind = axis == .horizontal ? .hStack(alignment: .verticalCenter, spacing: spacing)
                                                  : .vStack(alignment: .horizontalCenter, spacing: spacing)
    return .container(ContainerValue(kind: kind, content: content, typeName: "\(name)<\(content.typeName)>",
                                     label: "\(name)(spacing: \(formatNumber(spacing)))"))
}

private func forEach(_ count: Int, _ template: ViewValue) -> ViewValue {
    .forEach(ForEachValue(dataTypeName: "Range<Int>", idTypeName: "Int",
                          elements: (0..<count).map { ForEachValue.Element(id: String($0), view: template) },
                          template: template, label: "ForEach(0..<\(count), id: \\.self)"))
}

/// (a) flat: `VStack(spacing: 8) { ForEach(0..<10_000) { HStack(spacing: 8) { 3 × leaf 20×20 } } }`.
private func flatTree() -> ViewValue {
    stack(.vertical, spacing: 8, forEach(10_000, stack(.horizontal, spacing: 8, .tuple([leaf(20, 20), leaf(20, 20), leaf(20, 20)]))))
}

/// (b) nested: level k is an HStack (k odd) or VStack (k even) holding a 10×10 leaf and level k+1.
private func nestedTree(depth: Int) -> ViewValue {
    var view = stack(depth % 2 == 1 ? .horizontal : .vertical, spacing: 0, leaf(10, 10))
    for k in stride(from: depth - 1, through: 1, by: -1) {
        view = stack(k % 2 == 1 ? .horizontal : .vertical, spacing: 0, .tuple([leaf(10, 10), view]))
    }
    return view
}

/// (c) wide-flexible: `HStack(spacing: 0) { ForEach(0..<1_000) { Color.red } }.frame(width: 10_000, height: 100)`.
private func wideTree() -> ViewValue {
    .modified(stack(.horizontal, spacing: 0, forEach(1_000, .color(ColorValue("red")))),
              Modifier(kind: .frame(width: 10_000, height: 100, alignment: .center), typeName: "_FrameLayout",
                       name: "frame", arguments: "width: 10000, height: 100"))
}

private struct BenchTree {
    var name: String
    /// The tree's id in the peers' figures (layout_peers.py): a, b10, b20, b30, c.
    var id: String
    var view: ViewValue
    /// The flexbox node count of bench-trees.md.
    var nodes: Int
    /// Spot checks from bench-trees.md: (pre-order index, frame relative to the parent).
    var checks: [(Int, Rect)]
}

private func frameInParent(_ result: LayoutResult, _ index: Int) -> Rect { result.frameInParent(index) }

func runLayoutBenchmarks() throws {
    let options = LayoutOptions(recordsTrace: false)
    let trees = [
        BenchTree(name: "(a) flat 10,000 rows", id: "a", view: flatTree(), nodes: 40_001,
                  checks: [(0, Rect(x: 0, y: 0, width: 76, height: 279_992)), (1, Rect(x: 0, y: 0, width: 76, height: 20)),
                           (4, Rect(x: 28, y: 0, width: 20, height: 20))]),
        BenchTree(name: "(b) nested D=10", id: "b10", view: nestedTree(depth: 10), nodes: 20,
                  checks: [(0, Rect(x: 0, y: 0, width: 60, height: 50)), (1, Rect(x: 0, y: 20, width: 10, height: 10)),
                           (3, Rect(x: 10, y: 0, width: 50, height: 50))]),
        BenchTree(name: "(b) nested D=20", id: "b20", view: nestedTree(depth: 20), nodes: 40,
                  checks: [(0, Rect(x: 0, y: 0, width: 110, height: 100))]),
        BenchTree(name: "(b) nested D=30", id: "b30", view: nestedTree(depth: 30), nodes: 60,
                  checks: [(0, Rect(x: 0, y: 0, width: 160, height: 150))]),
        BenchTree(name: "(c) wide-flexible 1,000", id: "c", view: wideTree(), nodes: 1_001,
                  checks: [(0, Rect(x: 0, y: 0, width: 10_000, height: 100)), (2, Rect(x: 0, y: 0, width: 10, height: 100)),
                           (1_001, Rect(x: 9_990, y: 0, width: 10, height: 100))]),
        BenchTree(name: "floor: one leaf", id: "floor", view: leaf(10, 10), nodes: 1,
                  checks: [(0, Rect(x: 0, y: 0, width: 10, height: 10))]),
    ]
    var nested: [Double] = []
    print("text metric: \(options.textMetrics.name)")
    print("tree                      nodes  views   ns/call        ns/node   frames")
    for tree in trees {
        let layoutTree = LayoutTree(tree.view, options: options)
        let result = try layoutTree.layout(in: .unspecified)
        let wrong = tree.checks.filter { index, expected in frameInParent(result, index) != expected }
        let perCall = try bestNanosecondsPerCall(prepare: layoutTree.clearCaches) {
            _ = try layoutTree.layout(in: .unspecified)
        }
        let perNode = perCall / Double(tree.nodes)
        func column(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        print(tree.name.padding(toLength: 24, withPad: " ", startingAt: 0)
              + column(String(tree.nodes), 7) + column(String(result.nodes.count), 7)
              + column(formatNumber(perCall.rounded()), 10) + column(formatNumber((perNode * 10).rounded() / 10), 15)
              + "   " + (wrong.isEmpty ? "ok" : "WRONG at \(wrong.map(\.0))"))
        // For Benchmarks/run, which takes the median over processes and sets it beside the peers'.
        print("VIEWLAB\t\(tree.id)\t\(tree.name)\t\(perNode)")
        if tree.name.hasPrefix("(b)") { nested.append(perNode) }
    }
    if let first = nested.first, let last = nested.last {
        print("depth growth: ns/node at D=30 is \(formatNumber(last / first))× that at D=10 (1 = linear in depth)")
    }
}
