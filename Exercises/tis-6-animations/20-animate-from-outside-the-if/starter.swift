// The tip should scale in and out; the animation is in the wrong place.
// 提示应该缩放着出现和消失；动画放错了地方。
struct ContentView: View {
    @State private var showTip = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Tip") { showTip.toggle() }
            if showTip {
                HStack {
                    Text("Long-press a photo to share it.")
                    Button("Close") { showTip = false }
                }
                .padding()
                .background(Color.yellow)
                .transition(.scale)
                // TODO: this modifier comes and goes with the tip.
                // TODO：这个修饰器和提示一起出现、一起消失。
                .animation(.easeOut, value: showTip)
            }
        }
        .modifier(Watch("stack", showTip ? 1 : 0))
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
