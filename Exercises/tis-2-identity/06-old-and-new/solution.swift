// Log each change of the volume with its old and new value.
// 记录音量的每一次变化，带上它的旧值和新值。
struct ContentView: View {
    @State private var volume = 3
    var body: some View {
        Stepper("Volume: \(volume)", value: $volume, in: 0...10)
            .onChange(of: volume) { old, new in
                print("volume \(old) -> \(new)")
            }
    }
}
