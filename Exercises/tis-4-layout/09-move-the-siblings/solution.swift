// Leading padding makes the orange square's layout 20 points wider on the left, so the stack
// places the green square 20 points further too. An offset only moves the drawing.
#Preview {
    HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("a")
        Color.orange.frame(width: 40, height: 40).accessibilityIdentifier("b")
            .padding(.leading, 20)
        Color.green.frame(width: 40, height: 40).accessibilityIdentifier("c")
    }
}
