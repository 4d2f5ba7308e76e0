// Lifecycle modifiers written after .id(_:) belong to the outer identity: a new id runs the
// .onAppear inside it again, not the one outside it.
// event: tap "Change"
import SwiftUI
struct ContentView: View {
    @State var x = 0
    var body: some View {
        VStack {
            Text("A")
                .onAppear { print("before id") }
                .id(x)
                .onAppear { print("after id") }
            Button("Change") { x += 1 }
        }
    }
}
