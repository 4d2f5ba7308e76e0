#Preview {
    HStack {
        ForEach(0..<5) { _ in
            Circle().frame(width: 20, height: 20)
        }
    }
}

// TODO: the animation of the circle with index 3.
// TODO：索引为 3 的圆的动画。
let curve = ".easeInOut(duration: 0.35)"
