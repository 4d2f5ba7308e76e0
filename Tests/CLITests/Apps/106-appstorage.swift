import SwiftUI

struct ContentView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Hi \(username)")
            Text("Launched \(launchCount) times")
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)
        }
        .onAppear { launchCount += 1 }
    }
}
