#Preview {
    Text("Hello, World!")
        // TODO: let the text ignore the narrow proposal.
        // TODO：让文本忽略这个很窄的建议尺寸。
        .frame(width: 40)
        .accessibilityIdentifier("label")
}
