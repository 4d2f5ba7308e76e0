// frame(maxWidth: .infinity, alignment: .trailing) takes the whole proposed width and places the
// text at its trailing edge: one view instead of a stack with a spacer.
#Preview {
    Text("Some right-aligned text")
        .accessibilityIdentifier("label")
        .frame(maxWidth: .infinity, alignment: .trailing)
}
