import SwiftUI

struct Article: Identifiable {
    let id = UUID()
    let headline: String
    let source: String
    let minutesAgo: Int
    let isBreaking: Bool
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if article.isBreaking {
                Text("BREAKING")
                    .font(.caption2.weight(.heavy))
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color.red)
            }
            Text(article.headline)
                .font(.headline)
                .lineLimit(2)
            HStack {
                Text(article.source)
                Text("·")
                Text("\(article.minutesAgo)m ago")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct ContentView: View {
    let articles = [
        Article(headline: "Markets rally as inflation cools", source: "Daily Ledger", minutesAgo: 5, isBreaking: true),
        Article(headline: "New species of frog found in the Andes", source: "Nature Now", minutesAgo: 42, isBreaking: false),
        Article(headline: "City council approves new bike lanes", source: "Metro", minutesAgo: 90, isBreaking: false)
    ]

    var body: some View {
        NavigationStack {
            List(articles.sorted { $0.minutesAgo < $1.minutesAgo }) { ArticleRow(article: $0) }
                .listStyle(.plain)
                .navigationTitle("Top Stories")
        }
    }
}
