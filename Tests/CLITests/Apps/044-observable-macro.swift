import SwiftUI
import Observation

@Observable
class Library {
    var books: [String] = ["Dune", "Emma", "Ulysses"]
    var favorite: String? = nil
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        List {
            ForEach(library.books, id: \.self) { book in
                HStack {
                    Text(book)
                    Spacer()
                    if library.favorite == book {
                        Image(systemName: "heart.fill").foregroundColor(.red)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { library.favorite = book }
            }
        }
    }
}
