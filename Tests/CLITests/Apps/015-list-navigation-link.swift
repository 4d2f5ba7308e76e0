import SwiftUI

struct Planet: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let moons: Int
}

struct PlanetDetail: View {
    let planet: Planet
    var body: some View {
        VStack {
            Text(planet.name).font(.largeTitle)
            Text("\(planet.moons) moons")
        }
    }
}

struct ContentView: View {
    let planets = [
        Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2),
        Planet(name: "Jupiter", moons: 95)
    ]

    var body: some View {
        NavigationStack {
            List(planets) { planet in
                NavigationLink(value: planet) {
                    HStack {
                        Text(planet.name)
                        Spacer()
                        Text("\(planet.moons)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationDestination(for: Planet.self) { p in
                PlanetDetail(planet: p)
            }
            .navigationTitle("Planets")
        }
    }
}
