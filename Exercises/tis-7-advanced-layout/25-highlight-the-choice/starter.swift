// A row of sizes with a pill behind the chosen one.
// 一排尺码，选中的那个后面有一个胶囊形的底。
struct SizePicker: View {
    @Namespace private var sizes
    let chosen = "Medium"

    var body: some View {
        HStack(spacing: 12) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { size in
                Text(size)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .matchedGeometryEffect(id: size, in: sizes)
                    .accessibilityIdentifier(size)
            }
        }
        .background {
            // TODO: the pill should take the chosen size's whole frame.
            // TODO：胶囊应该取得选中尺码的整个 frame。
            Capsule()
                .fill(Color.yellow)
                .accessibilityIdentifier("pill")
                .frame(width: 60, height: 20)
                .matchedGeometryEffect(id: chosen, in: sizes, isSource: false)
        }
    }
}

#Preview { SizePicker() }
