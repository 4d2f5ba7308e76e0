// The matched geometry effect only proposes the source's size, through a frame it puts around the
// target. A fixed frame inside it answers with its own 60×20 whatever it is proposed; a bare
// Capsule takes the proposal, so it becomes exactly as big as the chosen size.
// 几何匹配效果只是通过包在目标视图外面的 frame 把源视图的尺寸建议给它。里面的固定 frame 不管得到什么建议，
// 都回答自己的 60×20；而单独的 Capsule 会接受建议，所以正好和选中的尺码一样大。
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
            Capsule()
                .fill(Color.yellow)
                .accessibilityIdentifier("pill")
                .matchedGeometryEffect(id: chosen, in: sizes, isSource: false)
        }
    }
}

#Preview { SizePicker() }
