// Golden cases 18–21 (TiS L282–304): the two branches of an if/else are different views, so
// flipping removes one Text and inserts the other; `Text(greeting ?? "Hello")` stays one view.
// event: toggle "Greet"
// event: toggle "Greet"
import SwiftUI

struct ContentView: View {
    @State private var greet = false
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "hand.wave")
                if greet { Text("Hi") } else { Text("Hello") }
            }
            Text(greet ? "Hi" : "Hello")
            Toggle("Greet", isOn: $greet)
        }
    }
}
