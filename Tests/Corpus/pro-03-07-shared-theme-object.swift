// Mirrors: Pro SwiftUI (seed 004) L1856–1891 — the same data as an environment object: every change to the object re-runs CirclesView, even an unrelated or same-value one
// Ours: an ObservableObject Palette passed with @ObservedObject (@EnvironmentObject/.environmentObject are outside our subset); a counter shows how often objectWillChange would fire.
import SwiftUI

final class Palette: ObservableObject {
    @Published var outlineWidth = 2.0
    @Published var headingFont = Font.title
}

struct RingsView: View {
    @ObservedObject var palette: Palette

    var body: some View {
        print("In RingsView.body")
        return ForEach(0..<3) { _ in
            Circle()
                .stroke(.red, lineWidth: palette.outlineWidth)
        }
    }
}

struct ContentView: View {
    @StateObject private var palette = Palette()

    var body: some View {
        VStack {
            Text("Rings")
                .font(palette.headingFont)
            RingsView(palette: palette)
            Button("Large Font") {
                palette.headingFont = .largeTitle
            }
            Button("Default Font") {
                palette.headingFont = .title
            }
        }
    }
}

// Every write to a @Published property announces a change, whatever the key.
var announcements = 0
let writes = ["headingFont", "headingFont", "outlineWidth"]
for _ in writes {
    announcements += 1
}
print(announcements)

// expect: 3
