import SwiftUI
struct ContentView: View {
    @State var items = ["a", "b"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
        }
        .frame(width: UIScreen.main.bounds.width)
    }
}
