// "Resize" should make the bar grow and shrink, not swap one bar for another.
// "Resize" 应该让条变长、变短，而不是把一个条换成另一个。
struct ContentView: View {
    @State private var wide = false

    var body: some View {
        VStack(spacing: 20) {
            // TODO: two branches are two views with two identities.
            // TODO：两个分支就是两个身份标识不同的视图。
            if wide {
                Rectangle()
                    .modifier(Watch("bar", 200))
                    .frame(width: 200, height: 40)
                    .accessibilityIdentifier("bar")
            } else {
                Rectangle()
                    .modifier(Watch("bar", 100))
                    .frame(width: 100, height: 40)
                    .accessibilityIdentifier("bar")
            }
            Button("Resize") {
                withAnimation(.easeInOut) { wide.toggle() }
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
