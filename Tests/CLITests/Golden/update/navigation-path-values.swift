// Links that push values onto `NavigationStack(path:)`: the path grows and shrinks as the stack
// does, `navigationDestination(for:)` makes each page from its value, and a page deeper in the
// stack keeps its state while one is above it. A value of a type with no destination is not pushed,
// and SwiftUI's runtime message says why.
// event: tap "Chapter 1"
// event: tap "Read"
// event: tap "Next chapter"
// event: back
// event: tap "Glossary"
// event: run print(path)
import SwiftUI

struct Chapter: View {
    let number: Int
    @State private var pagesRead = 0
    var body: some View {
        VStack {
            Text("Chapter \(number): \(pagesRead) pages read")
            Button("Read") { pagesRead += 1 }
            NavigationLink("Next chapter", value: number + 1)
            NavigationLink("Glossary", value: "glossary")
        }
    }
}

var path: [Int] = []

struct Book: View {
    @State private var chapters: [Int] = []
    var body: some View {
        NavigationStack(path: $chapters) {
            List {
                NavigationLink("Chapter 1", value: 1)
                NavigationLink("Chapter 2", value: 2)
            }
            .navigationDestination(for: Int.self) { Chapter(number: $0) }
        }
        .onChange(of: chapters) { path = chapters }
    }
}

#Preview { Book() }
