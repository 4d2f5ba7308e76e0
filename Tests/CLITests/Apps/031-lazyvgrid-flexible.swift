import SwiftUI

struct ContentView: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    let symbols = ["house", "star", "heart", "bell", "gear", "person"]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(symbols, id: \.self) { name in
                    VStack {
                        Image(systemName: name)
                            .font(.largeTitle)
                        Text(name.capitalized)
                            .font(.caption)
                    }
                    .frame(maxWidth: .infinity, minHeight: 100)
                    .background(Color.blue.opacity(0.1))
                    .cornerRadius(12)
                }
            }
            .padding()
        }
    }
}
