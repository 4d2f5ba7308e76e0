import SwiftUI

struct ContentView: View {
    let aliceLikes: Set = ["Pizza", "Sushi", "Tacos"]
    let bobLikes: Set = ["Tacos", "Burgers", "Sushi"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Both like: \(aliceLikes.intersection(bobLikes).sorted().joined(separator: ", "))")
            Text("Either likes: \(aliceLikes.union(bobLikes).count) foods")
            Text("Only Alice: \(aliceLikes.subtracting(bobLikes).sorted().joined(separator: ", "))")
        }
        .padding()
    }
}
