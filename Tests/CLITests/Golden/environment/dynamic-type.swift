// Dynamic Type: a text style is measured at the size the environment gives (xxxLarge body is 23 pt,
// HIG), a range clamps what flows in, `.system(size:)` does not scale, and a view reads the size.
struct SizeName: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text("\(size)") }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Body")
            Text("Title").font(.title)
            Text("Fixed").font(.system(size: 17))
            SizeName()
            Text("Clamped")
                .dynamicTypeSize(...DynamicTypeSize.xLarge)
        }
        .dynamicTypeSize(.xxxLarge)
    }
}
