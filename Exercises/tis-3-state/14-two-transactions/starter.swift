// How many update passes does one tap run?
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
let predictedPasses = 0
