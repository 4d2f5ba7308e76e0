// A column that draws a line between its rows, whatever rows it is given.
// 一列视图，在它拿到的各行之间画一条线，不管拿到的是哪些行。
struct Divided<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { row in
                row.frame(height: 40)
                // TODO: no line after the last row.
                // TODO：最后一行后面不要线。
                Divider()
            }
        }
        .accessibilityIdentifier("list")
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
