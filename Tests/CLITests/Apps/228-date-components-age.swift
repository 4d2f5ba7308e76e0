import SwiftUI

struct ContentView: View {
    let birthday: Date = {
        var components = DateComponents()
        components.year = 1990
        components.month = 6
        components.day = 15
        return Calendar.current.date(from: components) ?? .now
    }()

    var age: Int {
        Calendar.current.dateComponents([.year], from: birthday, to: .now).year ?? 0
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("Born \(birthday.formatted(date: .long, time: .omitted))")
            Text("Age: \(age)")
                .font(.title)
        }
        .padding()
    }
}
