// A photo: a double tap likes it, a single tap shows or hides its caption.
// 一张照片：双击点赞，单击显示或隐藏它的说明文字。
struct Photo: View {
    @State private var liked = false
    @State private var showsCaption = false
    var body: some View {
        VStack {
            Color.teal
                .frame(width: 200, height: 150)
                .accessibilityIdentifier("photo")
                // `count:` is how many taps in a row the gesture waits for. The double tap is
                // attached first, nearest the view: SwiftUI then lets the single tap fire only
                // when a second tap does not follow.
                // `count:` 是手势等待的连续点按次数。双击手势先附加，离视图最近：
                // 这样 SwiftUI 只在后面没有跟着第二次点按时才触发单击。
                .onTapGesture(count: 2) { liked.toggle() }
                .onTapGesture { showsCaption.toggle() }
            Text(liked ? "♥ Liked" : "♡ Not liked")
                .accessibilityIdentifier("likes")
            if showsCaption {
                Text("Sunrise over the harbour")
            }
        }
        .accessibilityIdentifier("card")
    }
}

#Preview { Photo() }
