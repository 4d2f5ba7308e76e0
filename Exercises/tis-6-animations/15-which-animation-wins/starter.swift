// One tap on "Grow": which animation moves the bar? Predict; do not change the code.
// 点一下 "Grow"：是哪个动画在移动条？请预测，不要改代码。
struct ContentView: View {
    @State private var width = 100.0

    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .modifier(Watch("bar", width))
                .frame(width: width, height: 20)
                .animation(.bouncy, value: width)
                .accessibilityIdentifier("bar")
            Button("Grow") {
                withAnimation(.linear(duration: 2)) {
                    width = 200
                }
            }
        }
    }
}

// TODO: "a", "b" or "c".
// TODO：填 "a"、"b" 或 "c"。
let answer = ""

// MARK: - The probe (no need to change it) / 探针（不用改它）

// Watch prints "NAME moves to TARGET" once each time SwiftUI animates its value, and
// "NAME passes TARGET" if the animated value goes beyond TARGET (the bar here only grows).
// Watch 在它的值每次被动画时打印一次 "NAME moves to TARGET"；如果动画中的值超过了 TARGET，
// 还会打印 "NAME passes TARGET"（这里的条只会变长）。
@MainActor var moving: [String: Bool] = [:]
@MainActor var passed: [String: Bool] = [:]

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
            passed[name] = nil
        } else {
            if moving[name] == nil {
                moving[name] = true
                print("\(name) moves to \(Int(target))")
            }
            if value > target && passed[name] == nil {
                passed[name] = true
                print("\(name) passes \(Int(target))")
            }
        }
        return content
    }
}
