// Index 3 starts 3 × 0.1 = 0.3 s late; the curve itself is unchanged.
// 索引 3 晚 3 × 0.1 = 0.3 s 开始；曲线本身不变。
#Preview {
    HStack {
        ForEach(0..<5) { _ in
            Circle().frame(width: 20, height: 20)
        }
    }
}

let curve = ".easeInOut(duration: 0.35).delay(0.3)"
