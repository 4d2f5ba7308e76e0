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
                // A value link carries only data: tapping it appends the planet to the stack's path.
                // 值链接只携带数据：点按它会把这颗行星追加到导航栈的路径中。
                NavigationLink(planet.name, value: planet)
            }
            // The stack looks for a destination registered for the value's type, inside it, and
            // calls this closure to make the page. Without one the link prints a warning and does
            // not push. The modifier goes on the stack's content, not inside the List's rows.
            // 导航栈在它内部查找为这个值的类型注册的目标，并调用这个闭包来生成页面。没有的话，
            // 链接会打印一条警告，并且不会推入。这个修饰器要放在导航栈的内容上，
            // 而不是 List 的行里。
            .navigationDestination(for: Planet.self) { planet in
                PlanetPage(planet: planet)
            }
        }
    }
}

#Preview { Planets() }
