import Testing

/// A file that is an app (`@main struct MyApp: App`) shows its window's content, made as the app
/// makes it: after the contract's list of roots when it has no other, and in ContentView's place
/// when its window shows ContentView, with the objects the app gives it.
struct AppRootCLITests {
    let cli = CLITests()

    private func app(showing view: String) -> String {
        """
        import SwiftUI
        @main
        struct CounterApp: App {
            @StateObject private var store = Store()
            var body: some Scene { WindowGroup("Counter") { \(view)().environmentObject(store) } }
        }
        final class Store: ObservableObject { @Published var count = 3 }
        struct \(view): View {
            @EnvironmentObject var store: Store
            var body: some View { Text("Count \\(store.count)") }
        }

        """
    }

    @Test func anAppFileShowsItsWindow() throws {
        let r = try cli.viewlab(["tree", "-"], stdin: app(showing: "HomeView"))
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == ".environmentObject(store)\n└─ HomeView\n   └─ Text(\"Count 3\")\n")
    }

    @Test func contentViewIsShownAsTheAppMakesIt() throws {
        let r = try cli.viewlab(["tree", "-"], stdin: app(showing: "ContentView"))
        #expect(r.code == 0 && r.stderr == "")
        #expect(r.stdout == ".environmentObject(store)\n└─ ContentView\n   └─ Text(\"Count 3\")\n")
    }
}
