// A ForEach with `onMove` in a List: a row dragged down or up by some rows' heights (44 points
// each here) is moved there, the action getting its index and the destination offset counted
// before the move, as `move(fromOffsets:toOffset:)` takes them. A row dropped where it was stays.
// event: drag "Eggs" 0,95
// event: drag "Butter" 0,-130
// event: drag "Flour" 0,12
import SwiftUI

struct ContentView: View {
    @State private var steps = ["Eggs", "Flour", "Sugar", "Butter"]
    var body: some View {
        List {
            ForEach(steps, id: \.self) { step in
                Text(step)
            }
            .onMove { offsets, destination in
                print("move \(offsets.first ?? -1) to \(destination)")
                steps.move(fromOffsets: offsets, toOffset: destination)
            }
        }
    }
}
