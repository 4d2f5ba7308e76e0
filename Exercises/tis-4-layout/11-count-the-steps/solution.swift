// Four views, each proposed to once and reporting once: 8 steps. The window proposes to the
// background, the background to the padding, the padding to the text; reports come back; then the
// background proposes its size to the colour, which reports, and the background reports last.
// 四个视图，每个收到一次建议、报告一次：8 步。窗口向 background 建议，background 向 padding 建议，
// padding 向文本建议；报告依次返回；然后 background 把自己的尺寸建议给颜色，颜色报告，
// 最后 background 报告。
#Preview {
    Text("Favorite")
        .padding(10)
        .background(Color.teal)
}

let stepCount = 8
