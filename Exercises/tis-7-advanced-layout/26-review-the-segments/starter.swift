// Review of chapters 6–7: a segmented control whose segments share one width, with an underline
// that glides to the chosen one.
// 第 6–7 章复习：一个分段控件，各段宽度相同，下划线平滑滑到选中的那一段。

// TODO: `struct EqualWidths: Layout`, which proposes every subview the widest ideal width.
// TODO：`struct EqualWidths: Layout`，给每个子视图都提议最宽的理想宽度。

struct Segments: View {
    @State private var selected = 0
    let names = ["Day", "Week", "Month"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 0) {
                ForEach(names.indices, id: \.self) { index in
                    Button(names[index]) { selected = index }
                        .frame(maxWidth: .infinity)
                        .accessibilityIdentifier(names[index].lowercased())
                }
            }
            .accessibilityIdentifier("segments")
            // TODO: the underline should glide along an ease-in-out curve of 0.25 seconds.
            // TODO：下划线要沿着一条 0.25 秒的 ease-in-out 曲线平滑滑动。
            Rectangle()
                .frame(width: 20, height: 2)
                .offset(x: Double(selected) * 20)
                .modifier(Watch("underline", Double(selected) * 20))
        }
        .padding(16)
    }
}

#Preview { Segments() }

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
