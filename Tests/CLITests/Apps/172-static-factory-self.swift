import SwiftUI

struct ContentView: View {
    static let greetings = ["Good morning", "Good afternoon", "Good evening"]

    static func greeting(forHour hour: Int) -> String {
        switch hour {
        case 5..<12: return greetings[0]
        case 12..<18: return greetings[1]
        default: return greetings[2]
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Text(Self.greeting(forHour: 9))
                .font(.title)
            Text(ContentView.greeting(forHour: 20))
                .foregroundStyle(.secondary)
        }
    }
}
