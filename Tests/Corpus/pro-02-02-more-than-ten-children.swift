// Mirrors: Pro SwiftUI (seed 004) L528–604 — the 10-child buildBlock limit, an 11-argument buildBlock, and a raw TupleView((…15 texts…))
// Ours: a VStack with twelve children (compiles with today's parameter-pack builder); the custom generic buildBlock and the raw TupleView init are outside our subset.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Jan")
            Text("Feb")
            Text("Mar")
            Text("Apr")
            Text("May")
            Text("Jun")
            Text("Jul")
            Text("Aug")
            Text("Sep")
            Text("Oct")
            Text("Nov")
            Text("Dec")
        }
    }
}

let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
print("children: \(months.count)")
print(months.count > 10 ? "over the classic limit" : "within the classic limit")

// expect: children: 12
// expect: over the classic limit
