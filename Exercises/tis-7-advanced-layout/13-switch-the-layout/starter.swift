// One card, two arrangements.
// 一张卡片，两种排列。
let compact = true
// TODO: choose a vertical layout when compact, a horizontal one otherwise.
// TODO：紧凑时选择垂直布局，否则选择水平布局。
let layout = AnyLayout(HStackLayout(spacing: 8))

#Preview {
    layout {
        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("picture")
        Text("Ada Lovelace").accessibilityIdentifier("name")
    }
}
