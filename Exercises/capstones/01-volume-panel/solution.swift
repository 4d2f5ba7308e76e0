// Capstone: a volume panel, built in four tasks — layout, state, environment, animation.
// 综合练习：一个音量面板，分四个任务搭起来——布局、状态、环境、动画。

// Task 3: the meter's height is an environment value, 8 points unless a view above writes another.
// 任务 3：音量条的高度是一个环境值，除非上方的视图写入别的值，否则是 8 点。
struct MeterHeightKey: EnvironmentKey {
    static let defaultValue: Double = 8
}

extension EnvironmentValues {
    var meterHeight: Double {
        get { self[MeterHeightKey.self] }
        set { self[MeterHeightKey.self] = newValue }
    }
}

// Task 4: one curve for the glide, a constant so its table can be checked.
// 任务 4：滑动用的曲线，写成常量，好检查它的数值表。
let glide = Animation.easeOut(duration: 0.4)

struct Meter: View {
    var level: Int
    // Read in `body`, where the environment of the meter's place in the tree is known.
    // 在 `body` 里读取：这时才知道音量条在树中所处位置的环境。
    @Environment(\.meterHeight) private var height

    var body: some View {
        Rectangle()
            .modifier(Watch("bar", Double(level) * 20))
            .frame(width: Double(level) * 20, height: height)
            // Only the bar's subtree animates, and only when `level` changed: the label jumps.
            // 只有条的子树做动画，而且只在 `level` 变化时：标签直接跳变。
            .animation(glide, value: level)
    }
}

struct VolumePanel: View {
    // Task 2: the level lives in the panel's node, so a tap re-runs the panel, not the screen.
    // 任务 2：音量保存在面板的节点里，所以点一下只重新运行面板，不会重新运行整个屏幕。
    @State private var level = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Level \(level)")
                .accessibilityIdentifier("level")
            Meter(level: level)
                .accessibilityIdentifier("bar")
            HStack {
                Button("Softer") { level = max(0, level - 1) }
                Button("Louder") { level = min(10, level + 1) }
            }
        }
        .padding(16)
        // Task 1: a flexible frame accepts every width it is offered; a fixed one fits one screen.
        // 任务 1：灵活框架接受提议给它的任何宽度；固定框架只适合一种屏幕。
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.yellow)
        .accessibilityIdentifier("panel")
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            VolumePanel()
                // Task 3: written for the panel and everything in it; the mini meter keeps the default.
                // 任务 3：只为面板和它里面的视图写入；下面的小音量条保持默认值。
                .environment(\.meterHeight, 12)
            Meter(level: 3)
                .accessibilityIdentifier("mini")
        }
        .padding(16)
    }
}

// MARK: - The probe (no need to change it) / 探针（不用改它）

// Watch prints "NAME moves to TARGET" once each time SwiftUI animates its value.
// Watch 在它的值每次被动画时打印一次 "NAME moves to TARGET"。
@MainActor var moving: [String: Bool] = [:]

struct Watch: ViewModifier, Animatable {
    let name: String
    var value: Double
    let target: Double

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
