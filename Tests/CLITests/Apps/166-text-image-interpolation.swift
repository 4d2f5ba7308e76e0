import SwiftUI

struct ContentView: View {
    let rating = 4.6

    var body: some View {
        VStack(spacing: 10) {
            Text("\(Image(systemName: "star.fill")) \(rating, specifier: "%.1f")")
                .foregroundColor(.orange)
            Text("Tap \(Image(systemName: "plus.circle")) to add an item")
            Text("Made with \(Text("love").foregroundColor(.red).bold())")
        }
        .font(.title3)
    }
}
