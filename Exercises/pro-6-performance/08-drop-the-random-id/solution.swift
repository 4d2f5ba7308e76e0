// A like re-creates every city row, and the open row closes. Keep the rows.
// 点一次赞就会重建每一个城市行，展开的行也合上了。把这些行留住。
struct CityRow: View {
    let city: String
    @State private var open = false

    var body: some View {
        Button(open ? "\(city): 3 hotels" : city) { open.toggle() }
            .accessibilityIdentifier(city)
    }
}

struct ContentView: View {
    @State private var cities = ["Rome", "Oslo", "Lima"]
    @State private var likes = 0

    var body: some View {
        VStack {
            Button("Likes: \(likes)") { likes += 1 }.accessibilityIdentifier("likes")
            // `.id(UUID())` gave each row a new identity on every body run: the old nodes and
            // their state were removed and new ones inserted and run. The ForEach's id (the city)
            // already identifies each row, and a row whose value is unchanged is skipped.
            // A renamed city is a new id, so its row is new anyway: no `.id` is needed to refresh it.
            // `.id(UUID())` 让每一行在每次 body 运行时都得到新的身份标识：旧节点连同状态被移除，
            // 新节点被插入并执行。ForEach 的 id（城市名）已经标识了每一行，值没变的行会被跳过。
            // 改了名的城市就是一个新的 id，它的行本来就是新的：不需要 `.id` 来刷新。
            ForEach(cities, id: \.self) { city in
                CityRow(city: city)
            }
            Button("Rename Oslo") { cities[1] = "Bergen" }
        }
    }
}
