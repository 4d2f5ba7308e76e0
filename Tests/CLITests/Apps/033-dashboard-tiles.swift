import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let icon: String
    let tint: Color
}

struct MetricTile: View {
    let metric: Metric
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(metric.title, systemImage: metric.icon)
                .font(.caption)
                .foregroundStyle(metric.tint)
            Text(metric.value)
                .font(.title.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(uiColor: .secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}

struct ContentView: View {
    let metrics = [
        Metric(title: "Revenue", value: "$12.4k", icon: "dollarsign.circle", tint: .green),
        Metric(title: "Users", value: "1,204", icon: "person.2", tint: .blue),
        Metric(title: "Orders", value: "342", icon: "cart", tint: .orange),
        Metric(title: "Refunds", value: "7", icon: "arrow.uturn.left", tint: .red)
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: 2), spacing: 12) {
                ForEach(metrics) { MetricTile(metric: $0) }
            }
            .padding()
        }
    }
}
