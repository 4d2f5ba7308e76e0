// A list of planets; a tap on one pushes a page about it.
struct Planet: Hashable {
    let name: String
    let moons: Int
}

struct PlanetPage: View {
    let planet: Planet
    var body: some View {
        Text("\(planet.name) has \(planet.moons) moons")
            .accessibilityIdentifier("facts")
    }
}

struct Planets: View {
    let planets = [
        Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2),
        Planet(name: "Neptune", moons: 16),
    ]
    var body: some View {
        NavigationStack {
            List(planets, id: \.name) { planet in
                // A value link carries only data: tapping it appends the planet to the stack's path.
                NavigationLink(planet.name, value: planet)
            }
            // The stack looks for a destination registered for the value's type, inside it, and
            // calls this closure to make the page. Without one the link prints a warning and does
            // not push. The modifier goes on the stack's content, not inside the List's rows.
            .navigationDestination(for: Planet.self) { planet in
                PlanetPage(planet: planet)
            }
        }
    }
}

#Preview { Planets() }
