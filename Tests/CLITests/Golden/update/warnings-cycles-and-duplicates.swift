// SwiftUI's runtime warnings (update-cycle-research.md §1.5): an onChange that keeps changing what it
// watches runs twice in a frame and is then stopped; a ForEach with a repeated id is warned about.
// event: tap "Bump"
import SwiftUI

struct ContentView: View {
    @State private var level = 0
    let fruits = ["Apple", "Pear", "Apple"]
    var body: some View {
        VStack {
            Text("Level \(level)")
                .onChange(of: level) { old, new in
                    print("onChange \(old) -> \(new)")
                    level += 1
                }
            Button("Bump") { level += 1 }
            ForEach(fruits, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}
