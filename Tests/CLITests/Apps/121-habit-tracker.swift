import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var streak: Int
    var icon: String
}

struct HabitRow: View {
    @Binding var habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.icon)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Color.accentColor, in: Circle())
            VStack(alignment: .leading) {
                Text(habit.name).font(.headline)
                Text("\(habit.streak)-day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                habit.streak += 1
            } label: {
                Image(systemName: "plus.circle.fill").font(.title2)
            }
            .buttonStyle(.borderless)
        }
    }
}

struct ContentView: View {
    @State private var habits = [
        Habit(name: "Read", streak: 4, icon: "book"),
        Habit(name: "Run", streak: 12, icon: "figure.run"),
        Habit(name: "Meditate", streak: 0, icon: "brain.head.profile")
    ]

    var best: Habit? { habits.max { $0.streak < $1.streak } }

    var body: some View {
        NavigationStack {
            List {
                if let best {
                    Section("Best") { Text("\(best.name) – \(best.streak) days") }
                }
                Section("All") {
                    ForEach($habits) { $habit in
                        HabitRow(habit: $habit)
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}
