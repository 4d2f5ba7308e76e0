// Let the nested counter show the loans of the library the button changes (iOS 13–16 style).
// 让嵌套的计数显示按钮所修改的图书馆的借阅数（iOS 13–16 的写法）。
final class Library: ObservableObject {
    @Published var onLoan = 0
}

struct LoanCounter: View {
    // `@EnvironmentObject` looks the Library up by its type among the objects the ancestors
    // provided, and subscribes to it: a change to any @Published property re-runs this body.
    // It has no default: a missing Library stops the app.
    // `@EnvironmentObject` 在祖先提供的对象中按类型查找 Library，并订阅它：
    // 任何 @Published 属性的变化都会让这个 body 重新执行。它没有默认值：缺少 Library 会让应用停止。
    @EnvironmentObject var library: Library
    var body: some View {
        Text("On loan: \(library.onLoan)")
    }
}

// Shelf never mentions the library: the environment carries it past the views in between.
// Shelf 从没提到图书馆：环境把它带过了中间的视图。
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
    // 根视图拥有唯一的 Library（`@StateObject` 只创建它一次）……
    @StateObject private var library = Library()
    var body: some View {
        VStack {
            Shelf()
            Button("Lend a book") { library.onLoan += 1 }
        }
        // ... and provides it to every view below, the counter included.
        // ……并把它提供给下面的每个视图，包括计数。
        .environmentObject(library)
    }
}
