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
            ForEach(cities, id: \.self) { city in
                // TODO: someone added this "to make sure the rows refresh". What does it cost?
                // TODO：有人加了这一行，“确保行会刷新”。它的代价是什么？
                CityRow(city: city).id(UUID())
            }
            Button("Rename Oslo") { cities[1] = "Bergen" }
        }
    }
}
