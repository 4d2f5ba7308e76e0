import SwiftUI
@available (iOS 16, *)
struct ContentView: View {
    @State var dots: [Int] = []
    var body: some View {
        VStack {
            ForEach(0..<dots.count, id: \.self) { i in Text("\(dots[i])") }
        }
        .onAppear { dots = [1, 2, 3] }
    }
}
