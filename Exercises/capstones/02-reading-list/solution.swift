// Capstone: a reading list, built in four tasks — layout, observation, environment, animation.
// 综合练习：一个阅读清单，分四个任务搭起来——布局、观察、环境、动画。

// One observable object per book: a row that reads `saved` re-runs when that book changes, and
// no other row does.
// 每本书一个可观察对象：读取 `saved` 的行在这本书变化时重新运行，其他行都不会。
@Observable final class Book {
    let title: String
    var saved = false
    init(_ title: String) { self.title = title }
}

@Observable final class Shelf {
    var books = [Book("Dune"), Book("Emma"), Book("Ulysses")]
}

// Task 4: a spring with bounce passes its target before it settles: the button pops.
// 任务 4：带弹跳的弹簧会越过目标再停下：按钮会“弹”一下。
let pop = Animation.spring(duration: 0.4, bounce: 0.4)

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Text(book.title)
            // Task 1: the spacer takes what is left, so the button sits on the trailing edge.
            // 任务 1：Spacer 占去剩下的宽度，所以按钮落在尾边。
            Spacer()
            Button(book.saved ? "Saved" : "Save") {
                // Task 2 and 4: the write is the transaction; `withAnimation` gives it the spring.
                // 任务 2 和 4：这次写入就是事务；`withAnimation` 给它加上弹簧动画。
                withAnimation(pop) { book.saved.toggle() }
            }
            .scaleEffect(book.saved ? 1.2 : 1)
            .modifier(Watch(book.title, book.saved ? 120 : 100))
            .accessibilityIdentifier("save_" + book.title.lowercased())
        }
        .accessibilityIdentifier(book.title.lowercased())
    }
}

// Task 3: the badge reads the shelf from the environment; `Header` does not hand it down, so
// a change re-runs the badge and not the header.
// 任务 3：徽章从环境里读取书架；`Header` 不负责往下传，所以变化只重新运行徽章，不运行标题栏。
struct SavedBadge: View {
    @Environment(Shelf.self) private var shelf

    var body: some View {
        Text("\(shelf.books.filter { $0.saved }.count) saved")
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
        .environment(shelf)
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
