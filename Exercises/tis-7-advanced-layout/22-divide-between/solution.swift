// Each subview has an id that stays the same for the same row, so comparing it with the last
// subview's id tells the last row apart without counting.
// 每个子视图都有一个 id，同一行的 id 不变，所以和最后一个子视图的 id 比一比，不用计数就能认出最后一行。
struct Divided<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { rows in
            VStack(spacing: 0) {
                ForEach(rows) { row in
                    row.frame(height: 40)
                    if row.id != rows.last?.id {
                        Divider()
                    }
                }
            }
            .accessibilityIdentifier("list")
        }
    }
}

#Preview {
    Divided {
        Text("Flour")
        ForEach(["Sugar", "Butter"], id: \.self) { item in
            Text(item)
        }
        Text("Eggs").accessibilityIdentifier("last")
    }
    .border(Color.gray)
}
