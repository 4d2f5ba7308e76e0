// Inside out: Text, wrapped by the padding, wrapped by the background.
// 由内向外：Text，外面包着内边距，再外面包着背景。
#Preview {
    Text("Favorite")
        .padding()
        .background(Color.yellow)
}

let answer = "ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _BackgroundStyleModifier<Color>>"
