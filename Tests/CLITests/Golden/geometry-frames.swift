// Where a GeometryReader is: in its own space, in the window's, and in a named one.
VStack(spacing: 0) {
    Color.red.frame(height: 100)
    GeometryReader { proxy in
        let local = proxy.frame(in: .local)
        let global = proxy.frame(in: .global)
        let card = proxy.frame(in: .named("card"))
        VStack {
            Text("local \(Int(local.minX)) \(Int(local.minY))")
            Text("global \(Int(global.minX)) \(Int(global.minY))")
            Text("card \(Int(card.minX)) \(Int(card.minY))")
        }
    }
    .frame(width: 200, height: 80)
}
.padding(10)
.coordinateSpace(name: "card")
