// ContentUnavailableView (iOS 17), viewlab's model of its look: the symbol over the title and the
// description, centred in a column 8 points apart.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New mail appears here."))
    }
}
