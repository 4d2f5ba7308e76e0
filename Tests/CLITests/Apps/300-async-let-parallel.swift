import SwiftUI

struct ContentView: View {
    @State private var summary = "Loading…"

    func fetchTemperature() async -> Double { 21.5 }
    func fetchHumidity() async -> Int { 64 }
    func fetchCity() async -> String { "Lyon" }

    func loadAll() async {
        async let temperature = fetchTemperature()
        async let humidity = fetchHumidity()
        async let city = fetchCity()
        let (t, h, c) = await (temperature, humidity, city)
        summary = "\(c): \(String(format: "%.1f", t))° and \(h)% humidity"
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "cloud.sun")
                .font(.system(size: 44))
            Text(summary)
        }
        .task {
            await loadAll()
        }
        .padding()
    }
}
