// Golden case 16 (TiS L267–269): a VStack in a ScrollView has a node for every row, on screen or
// not, and all of them appear at once; a LazyVStack makes a row only when it comes on screen, and
// keeps its node when it scrolls away. Rows are 100 points tall with 8 between them, so five of
// them (0 to 4) start on the 480-point screen.
// event: scroll #lazy 300
// event: scroll #lazy 0
import SwiftUI

struct Row: View {
    let name: String
    var body: some View {
        Text(name)
            .frame(height: 100)
            .onAppear { print("appear \(name)") }
            .onDisappear { print("disappear \(name)") }
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            ScrollView {
                VStack {
                    ForEach(0..<7, id: \.self) { Row(name: "stack \($0)") }
                }
            }
            ScrollView {
                LazyVStack {
                    ForEach(0..<7, id: \.self) { Row(name: "lazy \($0)") }
                }
            }
            .accessibilityIdentifier("lazy")
        }
    }
}
