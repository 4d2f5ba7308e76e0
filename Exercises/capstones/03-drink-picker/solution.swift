// Capstone: a drink picker, built in four tasks — layout, state, environment, animation.
// 综合练习：一个饮品选择器，分四个任务搭起来——布局、状态、环境、动画。

// Task 4: the marker's curve, a constant so its table can be checked.
// 任务 4：标记用的曲线，写成常量，好检查它的数值表。
let slide = Animation.easeInOut(duration: 0.3)

// Task 3: a button style draws every button below the `.buttonStyle` that names it.
// 任务 3：按钮样式会绘制写了 `.buttonStyle` 的那个视图下面的每一个按钮。
struct ChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Color.yellow)
    }
}

struct DrinkPicker: View {
    // Task 2: the choice lives in the picker's node.
    // 任务 2：选中的饮品保存在选择器的节点里。
    @State private var choice = "Tea"
    let drinks = ["Tea", "Coffee", "Cocoa"]

    var chips: some View {
        ForEach(drinks, id: \.self) { drink in
            Button(drink) {
                withAnimation(slide) { choice = drink }
            }
            .accessibilityIdentifier(drink.lowercased())
        }
    }

    var body: some View {
        let index = Double(drinks.firstIndex(of: choice) ?? 0)
        VStack(alignment: .leading, spacing: 8) {
            // Task 1: the first child whose ideal size fits the proposal; the last one otherwise.
            // 任务 1：取第一个理想尺寸放得下的子视图；都放不下就取最后一个。
            ViewThatFits {
                HStack(spacing: 8) { chips }
                VStack(alignment: .leading, spacing: 8) { chips }
            }
            // Task 3: one style for every chip, whichever stack shows them.
            // 任务 3：一个样式管所有选项，不管是哪个堆栈在显示它们。
            .buttonStyle(ChipStyle())
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
