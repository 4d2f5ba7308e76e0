import SwiftUI
struct ContentView: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Text("\(proxy.frame(in: .scrollView).minY)")
            }
        }
        .onAppear { UITabBar.appearance().backgroundColor = .red; UIApplication.shared.open(URL(string: "https://x")!) }
    }
}
