// One button style, set once on the stack, shapes every button inside it.
// 一个按钮样式，在堆栈上设置一次，就决定了它里面每个按钮的外观。
struct PillStyle: ButtonStyle {
    // SwiftUI calls makeBody for each button that has this style in its environment.
    // configuration.label is that button's own label ("Save", "Discard changes", …), so the
    // same padding and capsule fit every label.
    // 对于环境中有这个样式的每个按钮，SwiftUI 都会调用 makeBody。
    // configuration.label 是那个按钮自己的标签（"Save"、"Discard changes"……），
    // 所以同样的内边距和胶囊适用于每个标签。
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)   // 16 on the left and right / 左右各 16
            .padding(.vertical, 8)      // 8 above and below: 17 + 16 = 33 high / 上下各 8：17 + 16 = 33 高
            .background(Capsule().fill(Color.orange))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Save") { }
                .accessibilityIdentifier("save")
            Button("Discard changes") { }
                .accessibilityIdentifier("discard")
            HStack {
                Button("Undo") { }
                    .accessibilityIdentifier("undo")
                Button("Redo") { }
                    .accessibilityIdentifier("redo")
            }
        }
        // .buttonStyle writes the style into the environment of everything below it, so the
        // buttons in the HStack get it too. No button needs its own .buttonStyle.
        // .buttonStyle 把样式写进它下面一切的环境，所以 HStack 里的按钮也得到了它。
        // 没有哪个按钮需要自己的 .buttonStyle。
        .buttonStyle(PillStyle())
    }
}
