import SwiftUI

struct ContentView: View {
    @State private var username = ""
    @State private var password = ""
    @State private var isLoggedIn = false

    private var canSubmit: Bool {
        !username.isEmpty && password.count >= 6
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "lock.shield")
                .font(.system(size: 60))
                .foregroundStyle(.blue)
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button("Sign In") {
                isLoggedIn = true
            }
            .buttonStyle(.borderedProminent)
            .disabled(!canSubmit)
            if isLoggedIn {
                Text("Welcome back, \(username)!")
                    .foregroundColor(.green)
            }
        }
        .padding(32)
    }
}
