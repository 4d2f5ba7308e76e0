import SwiftUI

struct ContentView: View {
    let graph: [String: [String]] = [
        "Home": ["Shop", "Blog"],
        "Shop": ["Cart", "Product"],
        "Blog": ["Post"],
        "Cart": ["Checkout"],
        "Product": [], "Post": [], "Checkout": []
    ]

    var visitOrder: [String] {
        var queue = ["Home"]
        var seen: Set<String> = ["Home"]
        var order: [String] = []
        while let page = queue.first {
            queue.removeFirst()
            order.append(page)
            for next in graph[page, default: []] where !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return order
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Breadth-first crawl").font(.headline)
            ForEach(Array(visitOrder.enumerated()), id: \.element) { index, page in
                Text("\(index + 1). \(page)")
            }
        }
        .padding()
    }
}
