// Pro SwiftUI L3875–3892: tapping a tab item selects its tab (through the selection binding when
// there is one); each tab appears again whenever it is shown: 1, 2, 1, 3, 2.
// event: tap "2"
// event: tap "1"
// event: tap "3"
// event: tap "2"
struct ExampleView: View {
    let number: Int

    var body: some View {
        Text("View \(number)")
            .onAppear {
                print("View \(number) appearing")
            }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            ForEach(1..<6) { i in
                ExampleView(number: i)
                    .tabItem { Label(String(i), systemImage: "\(i).circle") }
            }
        }
    }
}
