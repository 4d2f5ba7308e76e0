import SwiftUI

struct ContentView: View {
    let rows = [GridItem(.fixed(60)), GridItem(.fixed(60))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, spacing: 12) {
                ForEach(1...12, id: \.self) { n in
                    Text("\(n)")
                        .frame(width: 60, height: 60)
                        .background(Color.indigo.opacity(Double(n) / 12))
                        .foregroundColor(.white)
                        .cornerRadius(8)
                }
            }
            .padding()
        }
    }
}
