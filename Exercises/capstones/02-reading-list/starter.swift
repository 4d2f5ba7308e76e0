// Capstone: a reading list, built in four tasks — layout, observation, environment, animation.
// TODO: work through them in order: `viewlab check` shows the first task not done yet.
// 综合练习：一个阅读清单，分四个任务搭起来——布局、观察、环境、动画。
// 按顺序做：`viewlab check` 会显示第一个还没完成的任务。

@Observable final class Book {
    let title: String
    var saved = false
    init(_ title: String) { self.title = title }
}

@Observable final class Shelf {
    var books = [Book("Dune"), Book("Emma"), Book("Ulysses")]
}

// TODO (task 4): `let pop = …`, a spring of 0.4 seconds with a bounce of 0.4.
// TODO（任务 4）：`let pop = …`，一个时长 0.4 秒、弹跳 0.4 的弹簧。

struct BookRow: View {
    let book: Book

    var body: some View {
        // TODO (task 1): the button belongs on the row's trailing edge.
        // TODO（任务 1）：按钮应该在这一行的尾边。
        HStack {
            Text(book.title)
            Button(book.saved ? "Saved" : "Save") {
                // TODO (task 2): saving a book.
                // TODO（任务 2）：保存一本书。
            }
            .scaleEffect(book.saved ? 1.2 : 1)
            .modifier(Watch(book.title, book.saved ? 120 : 100))
            .accessibilityIdentifier("save_" + book.title.lowercased())
        }
        .accessibilityIdentifier(book.title.lowercased())
    }
}

struct SavedBadge: View {
    // TODO (task 3): count the saved books of the shelf the environment provides.
    // TODO（任务 3）：数一数环境提供的书架上保存了几本书。
    var body: some View {
        Text("0 saved")
            .accessibilityIdentifier("badge")
    }
}

struct Header: View {
    var body: some View {
        HStack {
            Text("Reading list")
            Spacer()
            SavedBadge()
        }
    }
}

struct ContentView: View {
    @State private var shelf = Shelf()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Header()
            ForEach(shelf.books, id: \.title) { book in
                BookRow(book: book)
            }
        }
        .padding(16)
    }
}

// MARK: - The probe (no need to change it) / 探针（不用改它）

// Watch prints "NAME moves to TARGET" once each time SwiftUI animates its value.
// Watch 在它的值每次被动画时打印一次 "NAME moves to TARGET"。
@MainActor var moving: [String: Bool] = [:]

struct Watch: ViewModifier, Animatable {
    let name: String
    var value: Double
    let target: Double

    init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
        target = value
    }

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        if value == target {
            moving[name] = nil
        } else if moving[name] == nil {
            moving[name] = true
            print("\(name) moves to \(Int(target))")
        }
        return content
    }
}
