// A photo grid: tiles at least 80 points wide, as many to a row as the width allows.
// 一个照片网格：每个图块至少 80 点宽，一行放得下几个就放几个。
#Preview {
    // One adaptive column is a container of sub-columns: the grid fits as many 80-point
    // sub-columns (with their spacing) as the width allows, then stretches them to share what is
    // left. Two flexible columns would always be two, however wide the window.
    // 一个自适应列是装着若干子列的容器：网格在宽度允许的范围内放进尽可能多的 80 点子列
    // （连同它们的间距），再把它们拉宽，平分剩下的空间。两个灵活列则永远是两列，不管窗口多宽。
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<7, id: \.self) { i in
            Color.teal
                .frame(height: 60)
                .accessibilityIdentifier("tile\(i)")
        }
    }
    .accessibilityIdentifier("grid")
}
