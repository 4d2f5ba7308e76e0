// Players on the left, their scores lined up on the right.
// 左边是选手，右边是对齐的分数。
struct Scoreboard: View {
    var body: some View {
        // TODO: put the names in one column and the scores, right-aligned, in the next.
        // TODO：把名字放在一列，把右对齐的分数放在下一列。
        VStack(alignment: .leading) {
            HStack {
                Text("Ada")
                Text("1200").accessibilityIdentifier("adaScore")
            }
            HStack {
                Text("Grace Hopper")
                Text("87").accessibilityIdentifier("graceScore")
            }
        }
        .accessibilityIdentifier("board")
    }
}

#Preview { Scoreboard() }
