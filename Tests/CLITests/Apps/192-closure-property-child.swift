import SwiftUI

struct RatingBar: View {
    let rating: Int
    var onSelect: (Int) -> Void
    var label: (Int) -> String = { "\($0) of 5" }

    var body: some View {
        VStack {
            HStack {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .foregroundStyle(.yellow)
                        .onTapGesture { onSelect(star) }
                }
            }
            Text(label(rating))
                .font(.caption)
        }
    }
}

struct ContentView: View {
    @State private var rating = 3
    private let formatter: (Int) -> String = { value in
        value >= 4 ? "Loved it" : "It was okay"
    }

    var body: some View {
        VStack(spacing: 24) {
            RatingBar(rating: rating) { rating = $0 }
            RatingBar(rating: rating, onSelect: { new in rating = new }, label: formatter)
        }
        .padding()
    }
}
