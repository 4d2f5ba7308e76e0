import SwiftUI

struct ContentView: View {
    let start = Date()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(start, style: .date)
            Text(start, style: .time)
            Text(start, style: .relative)
            Text(start.addingTimeInterval(3600), style: .timer)
            Text(start, format: .dateTime.weekday(.wide).day().month())
        }
        .padding()
    }
}
