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

// TODO: the offsets at phase 8, frequency 4, strength 2.
// TODO：phase 为 8、frequency 为 4、strength 为 2 时的偏移。
let offsetX22 = 0.0
let offsetY22 = 0.0
let offsetX23 = 0.0
let offsetY23 = 0.0
