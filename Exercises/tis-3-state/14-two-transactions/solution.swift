// How many update passes does one tap run?
// 点按一次会执行多少遍更新？
struct ContentView: View {
    @State private var likes = 0
    @State private var highlighted = false
    var body: some View {
        VStack {
            Text("\(likes) likes").background(highlighted ? Color.yellow : Color.clear)
            Button("Like") {
                likes += 1
                withAnimation {
                    highlighted = true
                }
            }
        }
    }
}

// One for the like, one for the animated highlight.
// 一遍用于点赞，一遍用于带动画的高亮。
let predictedPasses = 2
