// Two sticky notes side by side, each on its own colour.
// 两张并排的便签，各自有自己的底色。
#Preview {
    // TODO: make both colours as tall as the taller note, and no taller.
    // 待办：让两块底色都和较高的那张便签一样高，但不能更高。
    HStack(alignment: .top) {
        Text("Milk")
            .padding()
            .background(Color.cyan)
            .accessibilityIdentifier("left")
        Text("Call the plumber about the dripping kitchen tap")
            .accessibilityIdentifier("note")
            .padding()
            .background(Color.yellow)
            .accessibilityIdentifier("right")
    }
}
