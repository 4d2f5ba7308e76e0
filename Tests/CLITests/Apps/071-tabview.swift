import SwiftUI

struct ContentView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(0)
            Text("Search screen")
                .tabItem {
                    Label("Search", systemImage: "magnifyingglass")
                }
                .tag(1)
            Text("Profile screen")
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
                .badge(2)
                .tag(2)
        }
    }
}
