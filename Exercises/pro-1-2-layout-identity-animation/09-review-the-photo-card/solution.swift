// Review of Pro SwiftUI chapters 1–2: a photo card with a panorama, a caption that can be hidden
// without losing its likes, and a curve of our own that fades it.
// 《Pro SwiftUI》第 1–2 章复习：一张带全景图的照片卡片，说明可以隐藏而不丢掉点赞数，
// 再用一条我们自己的曲线让它淡出。
#image("panorama", width: 2000, height: 200)

// Chapter 2: a timing curve with its own control points: quick to start, gentle to land.
// 第 2 章：一条有自己控制点的时间曲线：起步快，落地轻。
let fade = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)

struct Caption: View {
    @State private var likes = 0

    var body: some View {
        Button("Likes: \(likes)") { likes += 1 }
            .accessibilityIdentifier("likes")
    }
}

struct PhotoCard: View {
    @State private var showCaption = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image("panorama")
                // Chapter 1: without `minWidth: 0` the frame's minimum is the image's 2000
                // points; with it, the frame takes the width it is offered.
                // 第 1 章：没有 `minWidth: 0` 时，框架的最小宽度就是图片的 2000 点；写上它，框架就取提议给它的宽度。
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: 60)
                .clipped()
                .accessibilityIdentifier("photo")
            // An animated binding: the toggle's write is a transaction with `fade`.
            // 带动画的绑定：开关的写入是一个带 `fade` 的事务。
            Toggle("Caption", isOn: $showCaption.animation(fade))
                .accessibilityIdentifier("show")
            // Chapter 1: one view whose opacity changes keeps its identity and its state; an
            // `if` would remove it, and its likes with it.
            // 第 1 章：只改变透明度的同一个视图保持它的标识和状态；`if` 会移除它，点赞数也跟着没了。
            Caption()
                .opacity(showCaption ? 1 : 0)
                .modifier(Watch("caption", showCaption ? 100 : 0))
        }
        .padding(16)
    }
}

#Preview { PhotoCard() }

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
