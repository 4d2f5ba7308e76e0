// The table covers more than a quarter of the way in the first quarter of the time and slows
// down near the end: the curve starts fast and eases out.
// 表中在前四分之一的时间里走完了超过四分之一的路程，接近结尾时变慢：这条曲线开始快，结尾缓出。
#Preview {
    Rectangle()
        .frame(width: 100, height: 10)
}

let curve = ".easeOut(duration: 1)"
