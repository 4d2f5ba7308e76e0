// Lifecycle (update-cycle-research.md §2.7): onAppear and task on insertion, onDisappear and task
// cancellation on removal, onChange with the old and new value, task(id:) restarted by a new id.
// event: increment "Page 0"
// event: toggle "Show"
// event: increment "Page 1"
// event: toggle "Show"
import SwiftUI

struct Detail: View {
    var page: Int
    var body: some View {
        Text("Detail \(page)")
            .onAppear { print("appear") }
            .onDisappear { print("disappear") }
            .task(id: page) { print("load page \(page)") }
            .onChange(of: page) { old, new in print("page \(old) -> \(new)") }
    }
}

struct ContentView: View {
    @State private var show = true
    @State private var page = 0
    var body: some View {
        VStack {
            if show { Detail(page: page) }
            Toggle("Show", isOn: $show)
            Stepper("Page \(page)", value: $page, in: 0...3)
        }
    }
}
