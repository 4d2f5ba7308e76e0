// A fixed frame inside a flexible one. How wide is each background?
// 灵活框架里套着一个固定框架。每个背景有多宽？
#Preview {
    Text("Tickets")
        .background(Color.mint)
        .frame(width: 180)
        .background(Color.pink)
        .accessibilityIdentifier("pink")
        .frame(minWidth: 260, maxWidth: 300)
        .background(Color.yellow)
        .accessibilityIdentifier("yellow")
}

// TODO: your predictions, in points.
// 待办：写下你的预测，单位是点。
let pinkWidth = 0.0
let yellowWidthAt320 = 0.0
let yellowWidthAt200 = 0.0
