// Review of chapters 6–7: a segmented control whose segments share one width, with an underline
// that glides to the chosen one.
// 第 6–7 章复习：一个分段控件，各段宽度相同，下划线平滑滑到选中的那一段。

// Chapter 7: a layout of our own. Every subview is proposed the widest ideal width, so the
// segments are equal whatever their labels.
// 第 7 章：我们自己的布局。每个子视图都拿到最宽的理想宽度作为提议，所以不管标签多长，各段都一样宽。
struct EqualWidths: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        return CGSize(width: widest * Double(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        for (index, subview) in subviews.enumerated() {
            // From the bounds' corner, not from zero: the layout may sit inside padding.
            // 从 bounds 的角开始，而不是从零开始：布局可能在内边距里面。
            subview.place(at: CGPoint(x: bounds.minX + Double(index) * widest, y: bounds.minY),
                          proposal: ProposedViewSize(width: widest, height: tallest))
        }
    }
}

struct Segments: View {
    @State private var selected = 0
    let names = ["Day", "Week", "Month"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            EqualWidths {
                ForEach(names.indices, id: \.self) { index in
                    Button(names[index]) { selected = index }
                        .frame(maxWidth: .infinity)
                        .accessibilityIdentifier(names[index].lowercased())
                }
            }
            .accessibilityIdentifier("segments")
            Rectangle()
                .frame(width: 20, height: 2)
                .offset(x: Double(selected) * 20)
                .modifier(Watch("underline", Double(selected) * 20))
                // Chapter 6: animates this subtree, and only when `selected` changed.
                // 第 6 章：只给这棵子树做动画，而且只在 `selected` 变化时。
                .animation(.easeInOut(duration: 0.25), value: selected)
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
