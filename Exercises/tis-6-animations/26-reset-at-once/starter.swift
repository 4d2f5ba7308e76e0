// A progress bar: "Grow" should glide, "Reset" should snap back at once.
// 进度条："Grow" 要平滑过渡，"Reset" 要立刻跳回去。
struct ContentView: View {
    @State private var width = 100.0

    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .modifier(Watch("bar", width))
                .frame(width: width, height: 20)
                .animation(.easeOut, value: width)
                .accessibilityIdentifier("bar")
            Button("Grow") {
                width = min(width + 50, 300)
            }
            Button("Reset") {
                // TODO: the `.animation` modifier above animates this change too.
                // TODO：上面的 `.animation` 修饰器也会给这次变化做动画。
                width = 100
            }
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
