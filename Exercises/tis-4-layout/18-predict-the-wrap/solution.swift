// At 40, "Hello," and "World!" each fit on a line: 2 lines, 34 points. At 30, "World!" no longer
// fits on a line of its own and breaks inside the word: 4 lines, 68 points.
// 宽度为 40 时，"Hello," 和 "World!" 各占一行：2 行，34 点。宽度为 30 时，"World!" 一行放不下了，
// 在单词中间断开：4 行，68 点。
#Preview {
    Text("Hello, World!").accessibilityIdentifier("label")
}

let linesAt40 = 2
let linesAt30 = 4
