// Capstone: a volume panel, built in four tasks — layout, state, environment, animation.
// TODO: work through them in order: `viewlab check` shows the first task not done yet.
// 综合练习：一个音量面板，分四个任务搭起来——布局、状态、环境、动画。
// 按顺序做：`viewlab check` 会显示第一个还没完成的任务。

// TODO (task 3): an environment key for the meter's height, 8 points by default.
// TODO（任务 3）：为音量条的高度定义一个环境键，默认 8 点。

// TODO (task 4): `let glide = …`, an ease-out curve of 0.4 seconds.
// TODO（任务 4）：`let glide = …`，一条 0.4 秒的 ease-out 曲线。

struct Meter: View {
    var level: Int

    var body: some View {
        Rectangle()
            .modifier(Watch("bar", Double(level) * 20))
            .frame(width: Double(level) * 20, height: 8)
    }
}

struct VolumePanel: View {
    // TODO (task 2): the buttons should change the level, between 0 and 10.
    // TODO（任务 2）：按钮要能改变音量，范围 0 到 10。
    let level = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Level \(level)")
                .accessibilityIdentifier("level")
            Meter(level: level)
                .accessibilityIdentifier("bar")
            HStack {
                Button("Softer") {}
                Button("Louder") {}
            }
        }
        .padding(16)
        // TODO (task 1): right on a 320-point screen only.
        // TODO（任务 1）：只在 320 点宽的屏幕上才对。
        .frame(width: 288, alignment: .leading)
        .background(Color.yellow)
        .accessibilityIdentifier("panel")
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            VolumePanel()
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
