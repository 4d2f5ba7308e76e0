// Let the nested counter show the loans of the library the button changes (iOS 13–16 style).
final class Library: ObservableObject {
    @Published var onLoan = 0
}

struct LoanCounter: View {
    // `@EnvironmentObject` looks the Library up by its type among the objects the ancestors
    // provided, and subscribes to it: a change to any @Published property re-runs this body.
    // It has no default: a missing Library stops the app.
    @EnvironmentObject var library: Library
    var body: some View {
        Text("On loan: \(library.onLoan)")
    }
}

// Shelf never mentions the library: the environment carries it past the views in between.
struct Shelf: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Poetry shelf").font(.headline)
            LoanCounter().accessibilityIdentifier("loans")
        }
    }
}

struct ContentView: View {
    // The root owns the one Library (`@StateObject` creates it once) ...
    @StateObject private var library = Library()
    var body: some View {
        VStack {
            Shelf()
            Button("Lend a book") { library.onLoan += 1 }
        }
        // ... and provides it to every view below, the counter included.
        .environmentObject(library)
    }
}
