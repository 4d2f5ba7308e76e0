import SwiftUI

struct ContentView: View {
    let destinations = ["Kyoto", "Lisbon", "Reykjavik", "Cape Town", "Queenstown"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Trending destinations")
                .font(.title2.bold())
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 16) {
                    ForEach(destinations, id: \.self) { place in
                        ZStack(alignment: .bottomLeading) {
                            RoundedRectangle(cornerRadius: 18)
                                .fill(Color.teal.gradient)
                                .frame(width: 160, height: 220)
                            Text(place)
                                .font(.headline)
                                .foregroundColor(.white)
                                .padding()
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}
