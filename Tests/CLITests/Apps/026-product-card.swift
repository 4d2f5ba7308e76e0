import SwiftUI

struct Product {
    let name: String
    let price: Double
    let rating: Int
}

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .aspectRatio(4/3, contentMode: .fit)
                .overlay(Image(systemName: "photo").font(.largeTitle))
            Text(product.name)
                .font(.headline)
                .lineLimit(1)
            HStack(spacing: 2) {
                ForEach(0..<5) { i in
                    Image(systemName: i < product.rating ? "star.fill" : "star")
                        .foregroundColor(.yellow)
                        .font(.caption)
                }
            }
            Text(product.price, format: .currency(code: "EUR"))
                .font(.subheadline)
        }
        .padding(10)
        .background(.background)
        .cornerRadius(12)
        .shadow(radius: 3)
    }
}

struct ContentView: View {
    var body: some View {
        ProductCard(product: Product(name: "Wireless Headphones", price: 129.0, rating: 4))
            .frame(width: 200)
            .padding()
    }
}
