// Mirrors: Pro SwiftUI (seed 004) L683–700 — a six-case switch in a @ViewBuilder property becomes a balanced tree of _ConditionalContent
// Ours: a Weather enum with six cases mapped to Text, Image, Circle, Rectangle, Capsule, RoundedRectangle.
import SwiftUI

enum Weather {
    case sunny, cloudy, rainy, windy, snowy, foggy
}

struct WeatherIcon: View {
    var weather: Weather

    @ViewBuilder var icon: some View {
        switch weather {
        case .sunny:
            Text("Sun")
        case .cloudy:
            Image(systemName: "cloud")
        case .rainy:
            Circle()
        case .windy:
            Rectangle()
        case .snowy:
            Capsule()
        case .foggy:
            RoundedRectangle(cornerRadius: 12)
        }
    }

    var body: some View {
        VStack {
            icon
        }
    }
}

struct ContentView: View {
    var body: some View {
        WeatherIcon(weather: .windy)
    }
}

print(type(of: WeatherIcon(weather: .sunny).icon))

// expect: _ConditionalContent<_ConditionalContent<_ConditionalContent<Text, Image>, _ConditionalContent<Circle, Rectangle>>, _ConditionalContent<Capsule, RoundedRectangle>>
