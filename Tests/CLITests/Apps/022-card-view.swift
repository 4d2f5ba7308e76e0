import SwiftUI

struct CardView: View {
    let title: String
    let subtitle: String
    let icon: String

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: icon)
                .font(.title)
                .frame(width: 50, height: 50)
                .background(Color.blue.opacity(0.15))
                .clipShape(RoundedRectangle(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
        )
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            CardView(title: "Workouts", subtitle: "3 this week", icon: "figure.run")
            CardView(title: "Sleep", subtitle: "7h 20m average", icon: "bed.double")
            CardView(title: "Water", subtitle: "1.8 L today", icon: "drop")
        }
        .padding()
    }
}
