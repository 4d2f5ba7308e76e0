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

// The two frames do not contradict each other: each is a view of its own. The inner frame is
// 180 wide whatever it is offered, and the pink background takes the size of the view it
// modifies.
// 两个框架并不矛盾：每一个都是独立的视图。里面的框架不管收到什么建议都是 180 宽，粉色背景
// 取的是它所修饰的视图的尺寸。
let pinkWidth = 180.0
// The outer frame has a minimum and a maximum: it clamps the proposal into 260...300 and becomes
// that width. 320 is clamped down to 300; 200 is raised to 260, wider than the window.
// 外面的框架有最小值和最大值：它把建议的宽度限制在 260...300 之间，自己就是那个宽度。
// 320 被压到 300；200 被抬到 260，比窗口还宽。
let yellowWidthAt320 = 300.0
let yellowWidthAt200 = 260.0
