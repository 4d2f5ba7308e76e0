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
                // TODO: a double tap should like the photo; a single tap should show or hide the caption.
                // TODO：双击应该给照片点赞；单击应该显示或隐藏说明文字。
                .onTapGesture { liked.toggle() }
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
