// A contact card: every label's colon on one vertical line, every value starting after it.
// 一张联系人卡片：每个标签的冒号都在同一条竖线上，每个值都从冒号后面开始。

// TODO: define an alignment of your own (an AlignmentID and a HorizontalAlignment constant),
// give each label a guide for it, and align the VStack with it.
// 待办：定义一种你自己的对齐方式（一个 AlignmentID 和一个 HorizontalAlignment 常量），
// 给每个标签设置它的参考线，再让 VStack 按它对齐。

struct Field: View {
    let label: String
    let value: String
    let tag: String

    var body: some View {
        HStack {
            Text(label + ":")
                .accessibilityIdentifier(tag + "Label")
            Text(value)
                .accessibilityIdentifier(tag + "Value")
        }
    }
}

#Preview {
    VStack(alignment: .leading) {
        Field(label: "Name", value: "Ada Lovelace", tag: "name")
        Field(label: "Occupation", value: "Mathematician", tag: "job")
        Field(label: "Born", value: "1815", tag: "born")
    }
    .padding()
}
