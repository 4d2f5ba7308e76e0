// The label should change when the bar has arrived, not when it starts to move.
// 标签应该在条到达之后才改变，而不是在它开始移动时。
struct StatusLabel: View {
    let text: String

    var body: some View {
        let _ = print("label:", text)
        Text(text)
    }
}

struct ContentView: View {
    @State private var progress = 0.0
    @State private var status = "Ready"

    var body: some View {
        VStack(spacing: 16) {
            StatusLabel(text: status)
                .accessibilityIdentifier("status")
            Rectangle()
                .modifier(Watch("bar", progress * 2))
                .frame(width: progress * 2, height: 12)
            Button("Upload") {
                withAnimation(.easeInOut(duration: 1)) {
                    progress = 100
                } completion: {
                    // Runs once the bar's animation is logically complete. This write is a new
                    // transaction (without an animation), so the label changes after the bar arrived.
                    // 在条的动画逻辑上完成后运行。这次写入是一个新的事务（没有动画），
                    // 所以标签在条到达之后才改变。
                    status = "Uploaded"
                }
            }
            Button("Reset") {
                progress = 0
                status = "Ready"
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
