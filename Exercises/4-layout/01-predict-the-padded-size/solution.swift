// The text is 51×17; padding(10) adds 10 on each side: 71×37. The background reports the size
// of its primary child, so the whole view is 71×37.
#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

let width = 71.0
let height = 37.0
