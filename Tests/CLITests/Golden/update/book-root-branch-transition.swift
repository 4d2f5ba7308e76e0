// Thinking in SwiftUI L2660–2667 (golden case 15): an if/else at the root of a body switches views,
// so inside withAnimation the narrow rectangle fades out while the wide one fades in; the width
// does not interpolate.
// event: tap ""
struct ContentView: View {
    @State private var flag = false
    var body: some View {
        let rect = Rectangle().onTapGesture { withAnimation { flag.toggle() } }
        if flag {
            rect
                .frame(width: 200, height: 100)
        } else {
            rect
                .frame(width: 100, height: 100)
        }
    }
}
