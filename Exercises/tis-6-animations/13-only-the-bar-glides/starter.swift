// A volume control: the bar should glide, the number should not.
// 音量控件：条要平滑变化，数字不要。
struct ContentView: View {
    @State private var level = 2

    var body: some View {
        VStack(spacing: 16) {
            Text("\(level)")
                .scaleEffect(1 + Double(level) / 10)
                .modifier(Watch("number", Double(level)))
            Rectangle()
                .modifier(Watch("bar", Double(level) * 25))
                .frame(width: Double(level) * 25, height: 12)
                .accessibilityIdentifier("bar")
            // TODO: an animated binding animates everything the change reaches.
            // TODO：带动画的绑定会给这次变化波及的所有东西做动画。
            Stepper("Level", value: $level.animation(.easeOut), in: 0...10)
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
