#Preview {
    Text("Hello, World!").accessibilityIdentifier("label")
}

// TODO: how many lines at each width?
let linesAt40 = 0
let linesAt30 = 0
