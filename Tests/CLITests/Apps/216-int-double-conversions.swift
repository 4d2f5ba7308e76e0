import SwiftUI

struct ContentView: View {
    @State private var minutes = 135.0
    let ratings = [4, 5, 3, 5, 4, 2]

    var hours: Int { Int(minutes) / 60 }
    var remainder: Int { Int(minutes) % 60 }
    var average: Double { Double(ratings.reduce(0, +)) / Double(ratings.count) }

    var body: some View {
        Form {
            Section("Duration") {
                Slider(value: $minutes, in: 0...300, step: 5)
                Text("\(hours)h \(remainder)m")
                Text(String(format: "%.2f hours", minutes / 60))
                Text("Rounded up: \(Int((minutes / 60).rounded(.up))) h")
            }
            Section("Ratings") {
                Text("Average \(average, specifier: "%.2f")")
                Text("Rounded \(Int(average.rounded()))")
                Text("Stars: " + String(repeating: "★", count: Int(average)))
                Text("As percent: \(Int(average / 5 * 100))%")
            }
        }
    }
}
