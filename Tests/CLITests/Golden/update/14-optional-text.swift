// Golden cases 13–15 (TiS L251–261): with greeting nil the HStack has an Image only; "Hi" inserts
// the Text, "Yo" updates it in place, nil removes it.
// event: tap "Hi"
// event: tap "Yo"
// event: tap "Clear"
import SwiftUI

struct ContentView: View {
    @State private var greeting: String? = nil
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "hand.wave")
                if let g = greeting { Text(g) }
            }
            Button("Hi") { greeting = "Hi" }
            Button("Yo") { greeting = "Yo" }
            Button("Clear") { greeting = nil }
        }
    }
}
