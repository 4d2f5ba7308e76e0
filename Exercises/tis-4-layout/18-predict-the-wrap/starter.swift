#Preview {
    Text("Hello, World!").accessibilityIdentifier("label")
}

// TODO: how many lines at each width?
// TODO：每种宽度下各有几行？
let linesAt40 = 0
let linesAt30 = 0
