import SwiftUI

@Observable
class Session {
    var userName: String = "guest"
    var isSignedIn: Bool { userName != "guest" }
}

struct StatusView: View {
    @Environment(Session.self) private var session

    var body: some View {
        Text(session.isSignedIn ? "Signed in as \(session.userName)" : "Not signed in")
    }
}

struct ContentView: View {
    @State private var session = Session()

    var body: some View {
        VStack(spacing: 12) {
            StatusView()
            Button("Sign in") { session.userName = "morgan" }
        }
        .environment(session)
    }
}
