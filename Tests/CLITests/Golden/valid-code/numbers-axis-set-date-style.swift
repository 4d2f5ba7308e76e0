import SwiftUI
struct ContentView: View {
    let x = 7.5.remainder(dividingBy: 2)
    let axes: Axis.Set = [.horizontal]
    let style: Text.DateStyle = .time
    var body: some View {
        ScrollView(axes) {
            Image(systemName: "star").symbolRenderingMode(.multicolor).resizable()
            Text("\(x)")
        }
    }
}
