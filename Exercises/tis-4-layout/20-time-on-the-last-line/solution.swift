// A headline that wraps, and how long it takes to read.
// 一条会换行的标题，以及读完它要多久。
#Preview {
    // .lastTextBaseline asks each child for the baseline of its last line: the headline answers
    // with the line the reader finishes on, the one-line caption with its only baseline.
    // .bottom would line up the bottoms instead, and the title font hangs further below its
    // baseline than the caption does, so the small letters would float below the line.
    // .lastTextBaseline 向每个子视图要它最后一行的基线：标题回答读者最后读到的那一行，
    // 只有一行的说明文字回答它唯一的基线。换成 .bottom 会对齐底边，而标题字体在基线下方
    // 伸出的部分比说明文字长，小字就会掉到那条线下面。
    HStack(alignment: .lastTextBaseline) {
        Text("Storm closes the harbour for two days")
            .font(.title)
            .accessibilityIdentifier("headline")
        Text("8 min")
            .font(.caption)
            .accessibilityIdentifier("time")
    }
}
