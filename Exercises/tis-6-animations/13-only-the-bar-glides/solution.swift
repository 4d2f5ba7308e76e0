// A volume control: the bar should glide, the number should not.
// 音量控件：条要平滑变化，数字不要。
struct ContentView: View {
    @State private var level = 2

    var body: some View {
        VStack(spacing: 16) {
            // Outside the `.animation` modifier's subtree: the transaction that reaches it has
            // no animation, so the scale jumps.
            // 在 `.animation` 修饰器的子树之外：到达这里的事务没有动画，所以缩放直接跳变。
            Text("\(level)")
                .scaleEffect(1 + Double(level) / 10)
                .modifier(Watch("number", Double(level)))
            // The implicit animation sets the transaction's animation for the views below it,
            // and only when `level` changed.
            // 隐式动画只为它下面的视图设置事务的动画，而且只在 `level` 变化时。
            Rectangle()
                .modifier(Watch("bar", Double(level) * 25))
                .frame(width: Double(level) * 25, height: 12)
                .animation(.easeOut, value: level)
                .accessibilityIdentifier("bar")
            // A plain binding: its writes make a transaction without an animation.
            // 普通的绑定：它的写入组成一个不带动画的事务。
            Stepper("Level", value: $level, in: 0...10)
                .accessibilityIdentifier("level")
        }
    }
}

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
