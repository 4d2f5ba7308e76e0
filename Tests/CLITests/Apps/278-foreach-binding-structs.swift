import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var streak: Int
    var enabled: Bool
}

struct ContentView: View {
    @State private var habits = [
        Habit(name: "Read", streak: 4, enabled: true),
        Habit(name: "Run", streak: 0, enabled: false),
        Habit(name: "Meditate", streak: 12, enabled: true)
    ]

    var body: some View {
        List {
            ForEach($habits) { $habit in
                HStack {
                    Toggle(isOn: $habit.enabled) {
                        VStack(alignment: .leading) {
                            Text(habit.name)
                            Text("\(habit.streak) day streak").font(.caption)
                        }
                    }
                }
                .swipeActions {
                    Button("+1") { habit.streak += 1 }
                        .tint(.green)
                }
            }
            Text("Active: \(habits.filter(\.enabled).map(\.name).joined(separator: ", "))")
        }
    }
}
