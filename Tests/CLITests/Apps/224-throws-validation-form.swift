import SwiftUI

enum SignupError: Error, LocalizedError {
    case tooShort(min: Int)
    case missingDigit
    case mismatch

    var errorDescription: String? {
        switch self {
        case .tooShort(let min): return "Use at least \(min) characters"
        case .missingDigit: return "Add a number"
        case .mismatch: return "Passwords differ"
        }
    }
}

func validate(_ password: String, confirm: String) throws {
    guard password.count >= 8 else { throw SignupError.tooShort(min: 8) }
    guard password.contains(where: { $0.isNumber }) else { throw SignupError.missingDigit }
    if password != confirm { throw SignupError.mismatch }
}

struct ContentView: View {
    @State private var password = "secret1"
    @State private var confirm = "secret1"
    @State private var message = ""

    var body: some View {
        Form {
            TextField("Password", text: $password)
            TextField("Confirm", text: $confirm)
            Button("Sign up") {
                do {
                    try validate(password, confirm: confirm)
                    message = "Welcome!"
                } catch let error as SignupError {
                    message = error.errorDescription ?? "Invalid"
                } catch {
                    message = "Unknown error"
                }
            }
            Text(message)
                .foregroundStyle(message == "Welcome!" ? .green : .red)
        }
    }
}
