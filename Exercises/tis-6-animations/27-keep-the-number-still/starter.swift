// A meter: the two bars should glide when the level changes, the number should not.
// 刻度条：音量变化时两段条要平滑过渡，数字不要。
struct ContentView: View {
    @State private var level = 2

    var body: some View {
        VStack(spacing: 16) {
            // TODO: the `.animation` modifier around the stack animates the number too.
            // TODO：包住整个栈的 `.animation` 修饰器也给数字做了动画。
            Text("\(level)")
                .scaleEffect(1 + Double(level) / 10)
                .modifier(Watch("number", Double(level)))
                .accessibilityIdentifier("number")
            HStack(spacing: 0) {
                Rectangle()
                    .modifier(Watch("filled", Double(level) * 20))
                    .frame(width: Double(level) * 20, height: 12)
                    .accessibilityIdentifier("filled")
                Rectangle()
                    .modifier(Watch("empty", Double(10 - level) * 20))
                    .frame(width: Double(10 - level) * 20, height: 12)
                    .accessibilityIdentifier("empty")
            }
            Button("Up") {
                level = min(level + 1, 10)
            }
        }
        .animation(.easeOut, value: level)
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
