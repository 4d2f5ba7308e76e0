// At 40, "Hello," and "World!" each fit on a line: 2 lines, 34 points. At 30, "World!" no longer
// fits on a line of its own and breaks inside the word: 4 lines, 68 points.
#Preview {
    Text("Hello, World!").accessibilityIdentifier("label")
}

let linesAt40 = 2
let linesAt30 = 4
