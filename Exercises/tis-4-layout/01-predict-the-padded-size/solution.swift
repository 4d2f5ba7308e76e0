// The text is 51×17; padding(10) adds 10 on each side: 71×37. A background takes on whatever
// size the view it decorates chose, so the whole view is 71×37 too.
#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

let width = 71.0
let height = 37.0
