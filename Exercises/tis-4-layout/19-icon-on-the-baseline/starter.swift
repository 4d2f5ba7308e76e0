// A to-do row: a dot, then a task that wraps in a narrow window.
// 一行待办：一个圆点，后面是在窄窗口里会换行的任务文字。
#Preview {
    // TODO: align the row on the first baseline, and put the dot's centre on it.
    // 待办：让这一行按第一条基线对齐，并把圆点的中心放在基线上。
    HStack {
        Circle()
            .fill(Color.green)
            .frame(width: 12, height: 12)
            .accessibilityIdentifier("dot")
        Text("Water the plants on the balcony")
            .accessibilityIdentifier("task")
    }
}
