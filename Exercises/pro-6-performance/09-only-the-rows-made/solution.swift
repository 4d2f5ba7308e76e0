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
                // A VStack makes a node for every row when it is built, and a node whose value
                // changes runs its body: 200 bodies per switch. A lazy stack makes a row's node
                // only when the row comes on screen, so a switch runs only the rows made so far;
                // a row made later is built with the units of that moment.
                // VStack 构建时就为每一行创建节点，值变了的节点会运行它的 body：每切换一次就是 200 个 body。
                // 懒加载的堆栈只在某一行进入屏幕时才为它创建节点，所以切换只会执行已经创建的行；
                // 之后才创建的行，用的是那一刻的单位。
                LazyVStack {
                    ForEach(1...200, id: \.self) { RunRow(number: $0, miles: miles) }
                }
            }
        }
    }
}
