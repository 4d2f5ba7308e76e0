// `back` with nothing pushed and nothing presented is an error (exit 2) that lists the stacks.
// event: back
import SwiftUI

struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Settings") { Text("Settings") }
        }
    }
}

#Preview { Home() }
