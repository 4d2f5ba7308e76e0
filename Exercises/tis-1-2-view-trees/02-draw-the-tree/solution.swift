// Read the drawing bottom up: the text gets its font first, the HStack holds the image and the
// styled text, and the padding wraps the whole stack, so it is written last.
// 从下往上读这张图：文本先得到它的字体，HStack 装着图片和设好样式的文本，内边距包住整个堆栈，
// 所以它写在最后。
#Preview {
    HStack {
        Image(systemName: "star")
        Text("Favorite").font(.headline)
    }
    .padding(8)
}
