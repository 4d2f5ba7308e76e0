import SwiftUI

struct ContentView: View {
    let today = Date()

    var upcoming: [Date] {
        (1...5).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: today) }
    }

    var formatter: DateFormatter {
        let f = DateFormatter()
        f.dateStyle = .medium
        return f
    }

    var body: some View {
        List {
            Section("Today") {
                Text(formatter.string(from: today))
            }
            Section("Next days") {
                ForEach(upcoming, id: \.self) { day in
                    Text(day.formatted(date: .abbreviated, time: .omitted))
                }
            }
        }
    }
}
