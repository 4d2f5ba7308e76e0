// Golden case 22 (TiS L308–311): `.id(greeting == nil)` gives the Text a new identity when the id
// changes, so it is removed and inserted; another change that keeps the id updates it in place.
// event: tap "Hi"
// event: tap "Yo"
import SwiftUI

struct ContentView: View {
    @State private var greeting: String? = nil
    var body: some View {
        VStack {
            Text(greeting ?? "Hello").id(greeting == nil)
            Button("Hi") { greeting = "Hi" }
            Button("Yo") { greeting = "Yo" }
        }
    }
}
