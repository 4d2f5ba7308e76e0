// Mirrors: Pro SwiftUI (seed 004) L3875–3880 — a TabView of ForEach(1..<6) ExampleViews, each with .tabItem { Label(String(i), systemImage: "\(i).circle") }
// Ours: three screens; onAppear closures never run under viewlab run, so the program prints a screen's number instead.
import SwiftUI

struct ExampleView: View {
    let number: Int
    var body: some View {
        Text("Screen \(number)")
            .onAppear {
                print("Screen \(number) appeared")
            }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            ForEach(1..<4) { i in
                ExampleView(number: i)
                    .tabItem { Label(String(i), systemImage: "\(i).circle") }
            }
        }
    }
}

let tabs = ContentView().body
print(ExampleView(number: 2).number)

// expect: 2
