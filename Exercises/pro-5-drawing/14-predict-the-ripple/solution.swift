// The offsets a water shader reads from, for one column of pixels.
// 水波着色器对一列像素读取时使用的偏移。
func rippleOffset(x: Double, phase: Double, frequency: Double, strength: Double) -> (x: Double, y: Double) {
    (cos((x + phase) * frequency) * strength, sin((x + phase) * frequency) * strength)
}

struct ContentView: View {
    var body: some View {
        Text("x 22 → (\(offsetX22), \(offsetY22)), x 23 → (\(offsetX23), \(offsetY23))")
    }
}

// cos(120) × 2 and sin(120) × 2; then cos(124) × 2 and sin(124) × 2 (radians).
// cos(120) × 2 和 sin(120) × 2；然后是 cos(124) × 2 和 sin(124) × 2（弧度）。
let offsetX22 = 1.63
let offsetY22 = 1.16
let offsetX23 = -0.19
let offsetY23 = -1.99
