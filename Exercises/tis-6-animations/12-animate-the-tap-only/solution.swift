// A storage meter: the user's taps should glide, the server's updates should not.
// 存储用量条：用户的点按要平滑过渡，服务器的更新不要。
struct ContentView: View {
    @State private var used = 40.0

    var body: some View {
        VStack(spacing: 20) {
            // No `.animation` here: an implicit animation would animate every change of `used`,
            // whoever made it.
            // 这里没有 `.animation`：隐式动画会给 `used` 的每一次变化做动画，不管是谁改的。
            Rectangle()
                .modifier(Watch("bar", used * 2))
                .frame(width: used * 2, height: 16)
                .accessibilityIdentifier("bar")
            Button("Add 10") {
                // An explicit animation belongs to this event: the writes inside the closure form
                // a transaction that carries the animation, wherever they show up in the tree.
                // 显式动画属于这个事件：闭包里的写入组成一个带着动画的事务，不管它们出现在树的哪里。
                withAnimation(.easeOut) {
                    used = min(used + 10, 100)
                }
            }
            // Not wrapped: this transaction has no animation and nothing in the tree adds one,
            // so the bar jumps to the server's value.
            // 没有包起来：这个事务没有动画，树里也没有东西给它加上动画，所以条直接跳到服务器的值。
            Button("Server update") {
                used = 90
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
