import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric = "Metric"
    case imperial = "Imperial"
    var id: Self { self }
}

struct ContentView: View {
    @State private var units: Units = .metric
    @State private var dailyGoal = 10_000
    @State private var reminders = true
    @State private var reminderHour = 9
    @State private var displayName = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Display name", text: $displayName, prompt: Text("Required"))
                } header: {
                    Text("Profile")
                }
                Section("Activity") {
                    Picker("Units", selection: $units) {
                        ForEach(Units.allCases) { Text($0.rawValue) }
                    }
                    Stepper("Goal: \(dailyGoal) steps", value: $dailyGoal, in: 1_000...30_000, step: 500)
                }
                Section {
                    Toggle("Daily reminder", isOn: $reminders.animation())
                    if reminders {
                        Picker("Hour", selection: $reminderHour) {
                            ForEach(6..<23) { h in
                                Text("\(h):00").tag(h)
                            }
                        }
                    }
                } footer: {
                    Text(reminders ? "We will nudge you at \(reminderHour):00." : "Reminders are off.")
                }
                Section {
                    Button("Reset all settings", role: .destructive) {
                        units = .metric
                        dailyGoal = 10_000
                        reminders = true
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
