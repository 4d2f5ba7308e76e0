// Players on the left, their scores lined up on the right.
// 左边是选手，右边是对齐的分数。
struct Scoreboard: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Ada")
                Text("1200")
                    .gridColumnAlignment(.trailing)
                    .accessibilityIdentifier("adaScore")
            }
            GridRow {
                Text("Grace Hopper")
                Text("87").accessibilityIdentifier("graceScore")
            }
        }
        .accessibilityIdentifier("board")
    }
}

#Preview { Scoreboard() }
