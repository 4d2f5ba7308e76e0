// Make each tap count.
// 让每一次点按都被计数。
struct TapCounter: View {
    // TODO: keep the count in state that lives in the node.
    // TODO：把计数保存在存活于节点中的状态里。
    let taps = 0
    var body: some View {
        Button("Taps: \(taps)") { print("tapped") }
            .accessibilityIdentifier("taps")
    }
}

#Preview { TapCounter() }
