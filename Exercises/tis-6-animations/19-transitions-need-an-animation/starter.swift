// The details should slide in and out; today they just appear and disappear.
// 详情应该滑入、滑出；现在它们只是直接出现、直接消失。
struct ContentView: View {
    @State private var showDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // TODO: this change is not animated, so the transition does not run.
            // TODO：这次变化没有动画，所以过渡不会运行。
            Button("Details") {
                showDetails.toggle()
            }
            if showDetails {
                Text("Ships in 2 days. Free returns.")
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .accessibilityIdentifier("details")
            }
        }
        .modifier(Watch("stack", showDetails ? 1 : 0))
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
