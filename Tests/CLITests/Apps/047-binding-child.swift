import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { n in
                Image(systemName: n <= rating ? "star.fill" : "star")
                    .foregroundColor(n <= rating ? .yellow : .gray)
                    .onTapGesture { rating = n }
            }
        }
    }
}

struct ContentView: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            RatingView(rating: $rating)
                .font(.title)
            Text("You rated \(rating) out of 5")
        }
    }
}
