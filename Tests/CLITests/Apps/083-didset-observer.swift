import SwiftUI

final class Thermostat: ObservableObject {
    @Published var target: Double = 20 {
        didSet {
            if target > 30 { target = 30 }
            status = target > 22 ? "Heating" : "Idle"
        }
    }
    @Published private(set) var status = "Idle"
}

struct ContentView: View {
    @StateObject private var thermostat = Thermostat()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(thermostat.target, specifier: "%.1f") °C")
                .font(.largeTitle)
            Text(thermostat.status)
                .foregroundStyle(.secondary)
            Slider(value: $thermostat.target, in: 10...35)
        }
        .padding()
    }
}
