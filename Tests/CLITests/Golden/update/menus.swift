// A Menu opens on a tap and its items take taps while it is open; an item tapped runs its action
// and closes the menu. A Menu with a primary action runs that on a tap and opens on a long press.
// A long press on a view with `.contextMenu` opens its items.
// event: tap "Share"
// event: tap "Copy link"
// event: tap "Reply"
// event: long-press "Reply"
// event: tap "Reply all"
// event: long-press "Draft saved"
// event: tap "Discard draft"
import SwiftUI

struct ContentView: View {
    @State private var copied = false
    @State private var hasDraft = true
    var body: some View {
        VStack(spacing: 12) {
            Menu("Share") {
                Button("Copy link") { copied = true }
                Button("Send by mail") {}
            }
            Menu {
                Button("Reply all") { print("reply to everyone") }
                Button("Forward") { print("forward") }
            } label: {
                Label("Reply", systemImage: "arrowshape.turn.up.left")
            } primaryAction: {
                print("reply to the sender")
            }
            if hasDraft {
                Text("Draft saved")
                    .contextMenu {
                        Button("Discard draft", role: .destructive) { hasDraft = false }
                    }
            }
        }
    }
}
