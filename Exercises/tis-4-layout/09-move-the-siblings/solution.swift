// Leading padding makes the orange square's layout 20 points wider on the left, so the stack
// places the green square 20 points further too. An offset only moves the drawing.
// 前边的内边距让橙色方形的布局在左边宽出 20 点，所以堆栈也把绿色方形往后放 20 点。
// offset 只移动绘制的位置。
#Preview {
    HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("a")
        Color.orange.frame(width: 40, height: 40).accessibilityIdentifier("b")
            .padding(.leading, 20)
        Color.green.frame(width: 40, height: 40).accessibilityIdentifier("c")
    }
}
