import SwiftUI

struct ContentView: View {
    @State private var likes = 99

    var body: some View {
        HStack {
            Image(systemName: "hand.thumbsup.fill")
            Text("\(likes)")
                .contentTransition(.numericText())
                .fontDesign(.rounded)
                .kerning(1.5)
        }
        .font(.title)
        .onTapGesture {
            withAnimation { likes += 1 }
        }
        .sensoryFeedback(.increase, trigger: likes)
    }
}
