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

// TODO: the number of passes.
// TODO：更新的遍数。
let predictedPasses = 0
