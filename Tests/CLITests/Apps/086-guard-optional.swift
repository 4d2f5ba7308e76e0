import SwiftUI

struct User {
    let name: String
    let email: String?
    let age: Int?
}

struct UserCard: View {
    let user: User?

    var emailText: String {
        guard let user = user, let email = user.email else {
            return "No email"
        }
        return email.lowercased()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(user?.name ?? "Unknown user")
                .font(.headline)
            Text(emailText)
            if let age = user?.age {
                Text("Age \(age)")
            }
        }
        .padding()
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            UserCard(user: User(name: "Kim", email: "KIM@EXAMPLE.COM", age: 31))
            UserCard(user: nil)
        }
    }
}
