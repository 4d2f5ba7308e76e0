// Let the nested counter show the loans of the library the button changes (iOS 13–16 style).
// 让嵌套的计数显示按钮所修改的图书馆的借阅数（iOS 13–16 的写法）。
final class Library: ObservableObject {
    @Published var onLoan = 0
}

struct LoanCounter: View {
    // TODO: take the library from the environment instead of making a library of its own.
    // TODO：从环境中取得图书馆，而不是自己创建一个。
    @StateObject private var library = Library()
    var body: some View {
        Text("On loan: \(library.onLoan)")
    }
}

struct Shelf: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Poetry shelf").font(.headline)
            LoanCounter().accessibilityIdentifier("loans")
        }
    }
}

struct ContentView: View {
    @StateObject private var library = Library()
    var body: some View {
        VStack {
            Shelf()
            Button("Lend a book") { library.onLoan += 1 }
        }
    }
}
