// Switching units re-runs all 200 rows, though about seven are on screen.
// 切换单位会让全部 200 行重新执行，尽管屏幕上只有七行左右。
struct RunRow: View {
    let number: Int
    let miles: Bool
    var body: some View {
        Text(miles ? "Run \(number): \(number * 3) mi" : "Run \(number): \(number * 5) km")
            .frame(height: 60)
            .accessibilityIdentifier("run\(number)")
    }
}

struct ContentView: View {
    @State private var miles = false
    var body: some View {
        VStack {
            Toggle("Miles", isOn: $miles)
            ScrollView {
                // TODO: make only the rows that come on screen.
                // TODO：只创建进入屏幕的行。
                VStack {
                    ForEach(1...200, id: \.self) { RunRow(number: $0, miles: miles) }
                }
            }
        }
    }
}
