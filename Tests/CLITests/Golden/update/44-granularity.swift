// Golden case 44 (TiS L1231): one ObservableObject observed by three views re-runs all three on any
// change; with @Observable only the readers of the changed property re-run.
// event: tap "Change title"
// event: tap "Change subtitle"
import SwiftUI

final class OldStore: ObservableObject {
    @Published var title = "A"
    @Published var subtitle = "a"
}

@Observable final class NewStore {
    var title = "A"
    var subtitle = "a"
}

let old = OldStore()
let new = NewStore()

struct OldTitle: View {
    @ObservedObject var store: OldStore
    var body: some View { let _ = Self._printChanges(); Text(store.title) }
}
struct OldSubtitle: View {
    @ObservedObject var store: OldStore
    var body: some View { let _ = Self._printChanges(); Text(store.subtitle) }
}
struct NewTitle: View {
    var store: NewStore
    var body: some View { let _ = Self._printChanges(); Text(store.title) }
}
struct NewSubtitle: View {
    var store: NewStore
    var body: some View { let _ = Self._printChanges(); Text(store.subtitle) }
}

struct ContentView: View {
    var body: some View {
        VStack {
            OldTitle(store: old)
            OldSubtitle(store: old)
            NewTitle(store: new)
            NewSubtitle(store: new)
            Button("Change title") { old.title += "!"; new.title += "!" }
            Button("Change subtitle") { old.subtitle += "?"; new.subtitle += "?" }
        }
    }
}
