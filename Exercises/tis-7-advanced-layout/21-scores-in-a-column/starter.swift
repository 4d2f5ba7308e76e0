// Players on the left, their scores lined up on the right.
struct Scoreboard: View {
    var body: some View {
        // TODO: put the names in one column and the scores, right-aligned, in the next.
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
