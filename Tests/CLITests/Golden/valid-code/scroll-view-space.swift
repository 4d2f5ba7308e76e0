import SwiftUI
// iOS 17's `.scrollView` coordinate space: a frame measured from the scroll view's content.
struct ContentView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    Text("in scroll view \(proxy.frame(in: .scrollView).minY), global \(proxy.frame(in: .global).minY)")
                }
            }
        }
        .padding(.top, 50)
    }
}
