import SwiftUI

struct ContentView: View {
    let calendar = Calendar.current
    let today = Date()

    var weekDays: [Date] {
        (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: today) }
    }

    var body: some View {
        HStack(spacing: 8) {
            ForEach(weekDays, id: \.self) { day in
                VStack {
                    Text(day, format: .dateTime.weekday(.abbreviated))
                        .font(.caption)
                    Text("\(calendar.component(.day, from: day))")
                        .font(.headline)
                        .frame(width: 36, height: 36)
                        .background(calendar.isDateInToday(day) ? Color.red : Color.clear)
                        .clipShape(Circle())
                }
            }
        }
        .padding()
    }
}
