// Review of Pro SwiftUI chapters 1–2: a photo card with a panorama, a caption that can be hidden
// without losing its likes, and a curve of our own that fades it.
// 《Pro SwiftUI》第 1–2 章复习：一张带全景图的照片卡片，说明可以隐藏而不丢掉点赞数，
// 再用一条我们自己的曲线让它淡出。
#image("panorama", width: 2000, height: 200)

// TODO: `let fade = …`, a timing curve through (0.2, 0.8) and (0.2, 1) over 0.5 seconds.
// TODO：`let fade = …`，一条控制点为 (0.2, 0.8) 和 (0.2, 1)、时长 0.5 秒的时间曲线。

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
                .frame(maxWidth: .infinity)
                .frame(height: 60)
                .clipped()
                .accessibilityIdentifier("photo")
            Toggle("Caption", isOn: $showCaption)
                .accessibilityIdentifier("show")
            if showCaption {
                Caption()
                    .modifier(Watch("caption", showCaption ? 100 : 0))
            }
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
