// A list of planets; a tap on one pushes a page about it.
// 行星列表；点按其中一个会推入一个介绍它的页面。
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
                NavigationLink(planet.name, value: planet)
            }
            // TODO: tell the stack which page to push for a Planet value.
            // TODO：告诉导航栈对于一个 Planet 值要推入哪个页面。
        }
    }
}

#Preview { Planets() }
