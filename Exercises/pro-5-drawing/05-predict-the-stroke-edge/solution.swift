#Preview {
    HStack(spacing: 40) {
        Rectangle()
            .stroke(.red, lineWidth: 16)        // centred on the outline: 8 outside, 8 inside
                                                // 以轮廓为中心：外面 8，里面 8
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("plain")
        Rectangle()
            .strokeBorder(.red, lineWidth: 16)  // outline inset by 8 first: all 16 inside
                                                // 轮廓先向内缩 8：16 全在里面
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("bordered")
    }
}

// The plain stroke covers 8 points on each side of the frame's edge: 4 outside is red, 12 inside
// is past its inner half and white.
// 普通描边覆盖框架边缘两侧各 8 点：外面 4 点处是红色，里面 12 点处已经超出它的内侧一半，是白色。
let outsidePlain = "red"
let deepInsidePlain = "white"
// The border covers the 16 points just inside the edge: 4 outside is white, 12 inside is red.
// 边框覆盖紧贴边缘内侧的 16 点：外面 4 点处是白色，里面 12 点处是红色。
let outsideBordered = "white"
let deepInsideBordered = "red"
