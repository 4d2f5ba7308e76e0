// Capstone: a drink picker, built in four tasks — layout, state, environment, animation.
// TODO: work through them in order: `viewlab check` shows the first task not done yet.
// 综合练习：一个饮品选择器，分四个任务搭起来——布局、状态、环境、动画。
// 按顺序做：`viewlab check` 会显示第一个还没完成的任务。

// TODO (task 4): `let slide = …`, an ease-in-out curve of 0.3 seconds.
// TODO（任务 4）：`let slide = …`，一条 0.3 秒的 ease-in-out 曲线。

// TODO (task 3): `struct ChipStyle: ButtonStyle`, its label inside 8 points of padding on yellow.
// TODO（任务 3）：`struct ChipStyle: ButtonStyle`，标签外加 8 点内边距，放在黄色背景上。

struct DrinkPicker: View {
    // TODO (task 2): tapping a drink should choose it.
    // TODO（任务 2）：点一种饮品就选中它。
    let choice = "Tea"
    let drinks = ["Tea", "Coffee", "Cocoa"]

    var chips: some View {
        ForEach(drinks, id: \.self) { drink in
            Button(drink) {}
                .accessibilityIdentifier(drink.lowercased())
        }
    }

    var body: some View {
        let index = Double(drinks.firstIndex(of: choice) ?? 0)
        VStack(alignment: .leading, spacing: 8) {
            // TODO (task 1): a row when the chips fit side by side, a column when they do not.
            // TODO（任务 1）：放得下时排成一行，放不下时排成一列。
            HStack(spacing: 8) { chips }
            Text("Chosen: \(choice)")
                .accessibilityIdentifier("choice")
            Rectangle()
                .frame(width: 40, height: 4)
                .offset(x: index * 60)
                .modifier(Watch("marker", index * 60))
                .accessibilityIdentifier("marker")
        }
        .padding(16)
    }
}

#Preview { DrinkPicker() }

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
