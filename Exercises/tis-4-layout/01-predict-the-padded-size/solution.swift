// The text is 51×17; padding(10) adds 10 on each side: 71×37. A background takes on whatever
// size the view it decorates chose, so the whole view is 71×37 too.
// 文本是 51×17；padding(10) 在每一边加 10：71×37。背景会采用它所装饰的视图选定的尺寸，
// 所以整个视图也是 71×37。
#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

let width = 71.0
let height = 37.0
