// A to-do row: a dot, then a task that wraps in a narrow window.
// 一行待办：一个圆点，后面是在窄窗口里会换行的任务文字。
#Preview {
    // .firstTextBaseline keeps the dot with the first line however many lines follow; the text
    // answers with its first baseline, the dot with the guide we give it.
    // .firstTextBaseline 让圆点始终跟着第一行，不管后面还有几行；文字用它的第一条基线回答，
    // 圆点则用我们给它的参考线回答。
    HStack(alignment: .firstTextBaseline) {
        Circle()
            .fill(Color.green)
            .frame(width: 12, height: 12)
            // Without this guide a shape's baseline is its bottom: the dot would sit on the line
            // like a letter. Half its height puts its centre on the line instead.
            // 没有这条参考线时，形状的基线就是它的底边：圆点会像字母一样站在线上。
            // 取高度的一半，圆点的中心就落在线上。
            .alignmentGuide(.firstTextBaseline) { d in d.height / 2 }
            .accessibilityIdentifier("dot")
        Text("Water the plants on the balcony")
            .accessibilityIdentifier("task")
    }
}
