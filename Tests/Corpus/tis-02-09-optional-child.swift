// Mirrors: Thinking in SwiftUI (seed 000) L222–229 — `if showText { Text }` inside an HStack gives an optional second subview
// Ours: a weather row whose caption appears only when `showCaption` is true; prints the Optional in the tuple.
import SwiftUI

struct WeatherRow: View {
    var showCaption: Bool

    @ViewBuilder var content: some View {
        Image(systemName: "cloud.rain")
        if showCaption {
            Text("Showers")
        }
    }

    var body: some View {
        HStack {
            content
        }
    }
}

struct ContentView: View {
    var body: some View {
        WeatherRow(showCaption: true)
    }
}

print(type(of: WeatherRow(showCaption: true).content))
print(type(of: WeatherRow(showCaption: false).content))

// expect: TupleView<(Image, Optional<Text>)>
// expect: TupleView<(Image, Optional<Text>)>
