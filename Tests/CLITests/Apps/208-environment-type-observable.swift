import SwiftUI

@Observable
final class Session {
    var username: String? = "river"
    var karma = 120

    var isSignedIn: Bool { username != nil }
    var rank: String {
        switch karma {
        case ..<50: "Newcomer"
        case 50..<200: "Regular"
        default: "Veteran"
        }
    }
}

struct AccountBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        if let name = session.username {
            Label("\(name) · \(session.rank)", systemImage: "person.crop.circle")
        } else {
            Text("Signed out")
        }
    }
}

struct ContentView: View {
    @State private var session = Session()

    var body: some View {
        VStack(spacing: 16) {
            AccountBadge()
            Button("Upvote") { session.karma += 100 }
            Button("Sign out") { session.username = nil }
        }
        .environment(session)
        .padding()
    }
}
