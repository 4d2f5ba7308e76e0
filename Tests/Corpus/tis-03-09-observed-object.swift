// Mirrors: Thinking in SwiftUI (seed 000) L869–918 — @ObservedObject only subscribes; the object comes from outside (Model.shared) or as a default value
// Ours: a Garden.shared ObservableObject shown by two views, one given the object, one defaulting to the singleton.
import SwiftUI

final class Garden: ObservableObject {
    @Published var tulips = 0
    static let shared = Garden()
}

struct TulipCounter: View {
    @ObservedObject var garden: Garden
    var body: some View {
        Button("Tulips: \(garden.tulips)") {
            garden.tulips += 1
        }
    }
}

struct SharedTulipCounter: View {
    @ObservedObject var garden = Garden.shared
    var body: some View {
        Text("Tulips: \(garden.tulips)")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            TulipCounter(garden: Garden.shared)
            SharedTulipCounter()
        }
    }
}

Garden.shared.tulips += 6
print(TulipCounter(garden: Garden.shared).garden.tulips)

// expect: 6
