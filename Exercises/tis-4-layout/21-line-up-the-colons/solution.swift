// A contact card: every label's colon on one vertical line, every value starting after it.
// 一张联系人卡片：每个标签的冒号都在同一条竖线上，每个值都从冒号后面开始。

// A new alignment of our own. Its default only matters for a view that sets no explicit value.
// 一种我们自己的对齐方式。只有没有显式设置参考线的视图才会用到它的默认值。
struct ColonAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[HorizontalAlignment.leading]
    }
}

extension HorizontalAlignment {
    static let colon = HorizontalAlignment(ColonAlignment.self)
}

struct Field: View {
    let label: String
    let value: String
    let tag: String

    var body: some View {
        HStack {
            Text(label + ":")
                // The label's trailing edge is the colon. A custom guide is not answered by the
                // HStack itself: the stack passes the question on to its children, so this value
                // reaches the VStack through Field and the HStack.
                // 标签的尾边就是冒号。HStack 不会自己回答自定义的参考线：它把这个问题转给子视图，
                // 所以这个值会穿过 HStack 和 Field，一直传到 VStack。
                .alignmentGuide(.colon) { d in d[.trailing] }
                .accessibilityIdentifier(tag + "Label")
            Text(value)
                .accessibilityIdentifier(tag + "Value")
        }
    }
}

#Preview {
    // With .leading, the VStack would ask each HStack for its own leading edge; the labels'
    // guides would never be asked for. .colon asks for the guide the labels set.
    // 如果用 .leading，VStack 会向每个 HStack 要它自己的前边，标签上的参考线永远不会被用到。
    // .colon 要的正是标签设置的那条参考线。
    VStack(alignment: .colon) {
        Field(label: "Name", value: "Ada Lovelace", tag: "name")
        Field(label: "Occupation", value: "Mathematician", tag: "job")
        Field(label: "Born", value: "1815", tag: "born")
    }
    .padding()
}
