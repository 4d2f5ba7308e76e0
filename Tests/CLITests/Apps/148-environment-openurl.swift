import SwiftUI

struct ContentView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(spacing: 16) {
            Link("Visit Swift.org", destination: URL(string: "https://swift.org")!)
            Button("Open documentation") {
                if let url = URL(string: "https://developer.apple.com") {
                    openURL(url)
                }
            }
        }
    }
}
