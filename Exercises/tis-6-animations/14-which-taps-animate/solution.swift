// Which taps make the card glide? Predict; do not change the code.
// 哪些点按会让卡片平滑变化？请预测，不要改代码。
struct ContentView: View {
    @State private var expanded = false
    @State private var zoom = 1.0

    var body: some View {
        VStack(spacing: 12) {
            Rectangle()
                .modifier(Watch("card", (expanded ? 200 : 100) * zoom))
                .frame(width: (expanded ? 200 : 100) * zoom, height: 60)
                .animation(.spring, value: expanded)
                .accessibilityIdentifier("card")
            Button("Expand") { expanded.toggle() }
            Button("Zoom") { zoom += 0.5 }
            Button("Both") {
                expanded.toggle()
                zoom += 0.5
            }
        }
    }
}

// "Expand" changes `expanded`, so the modifier animates the change. "Zoom" leaves `expanded` as it
// was: the modifier does nothing, and the transaction, which has no animation, makes the card jump.
// "Both" changes `expanded` in the same transaction, so the whole change glides, zoom included.
// "Expand" 改了 `expanded`，所以修饰器给这次变化做动画。"Zoom" 没有改 `expanded`：修饰器什么都不做，
// 而事务本身没有动画，卡片直接跳变。"Both" 在同一个事务里改了 `expanded`，所以整个变化都平滑过渡，
// 缩放也包括在内。
let answer = "b"

// MARK: - The probe (no need to change it) / 探针（不用改它）

// Watch prints "NAME moves to TARGET" once each time SwiftUI animates its value: during an
// animation its body runs on every frame with a value between the old one and TARGET.
// Watch 在它的值每次被动画时打印一次 "NAME moves to TARGET"：动画期间，它的 body 每一帧都会用
// 旧值和 TARGET 之间的某个值运行一次。没有动画的变化什么都不打印。
@MainActor var moving: [String: Bool] = [:]

struct Watch: ViewModifier, Animatable {
    let name: String
    var value: Double
    let target: Double  // not animatable data: always the new value / 不是可动画数据：总是新值

    init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
        target = value
    }

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        if value == target {
            moving[name] = nil
        } else if moving[name] == nil {
            moving[name] = true
            print("\(name) moves to \(Int(target))")
        }
        return content
    }
}
