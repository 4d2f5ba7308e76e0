// Inside out: Text, wrapped by the padding, wrapped by the background.
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.yellow)
}

let answer = "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>"
