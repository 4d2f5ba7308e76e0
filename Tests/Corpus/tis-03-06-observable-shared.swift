// Mirrors: Thinking in SwiftUI (seed 000) L587–652 — an @Observable singleton passed in as a plain property (no wrapper); `var model = Model.shared` works the same
// Ours: a Library.shared model with `books` and an unread `visitors` property; two views take it as a plain property (fixes the OCR "\${model.value}").
import SwiftUI

@Observable final class Library {
    var books = 0
    var visitors = 0
    static let shared = Library()
}

struct ShelfCounter: View {
    var library: Library
    var body: some View {
        Button("Books: \(library.books)") {
            library.books += 1
        }
    }
}

struct DefaultShelfCounter: View {
    var library = Library.shared
    var body: some View {
        Text("Books: \(library.books)")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            ShelfCounter(library: Library.shared)
            DefaultShelfCounter()
        }
    }
}

Library.shared.books += 3
Library.shared.visitors += 10
let counter = ShelfCounter(library: Library.shared)
print(counter.library.books)
print(DefaultShelfCounter().library.visitors)

// expect: 3
// expect: 10
