// A card that turns away: the turn should animate, the fade should not.
// 一张转开的卡片：旋转要有动画，淡出不要。
struct ContentView: View {
    @State private var flag = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Hello World")
                .opacity(flag ? 0.2 : 1)
                .modifier(Watch("fade", flag ? 20 : 100))
                .rotationEffect(flag ? .degrees(90) : .zero)
                .modifier(Watch("turn", flag ? 90 : 0))
                // TODO: this animates every animatable modifier above it, the fade too.
                // TODO：这会给它上面所有可动画的修饰器做动画，淡出也不例外。
                .animation(.default, value: flag)
                .accessibilityIdentifier("card")
            Button("Flip") {
                flag.toggle()
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
