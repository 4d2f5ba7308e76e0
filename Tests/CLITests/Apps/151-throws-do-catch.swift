import SwiftUI

enum ValidationError: Error, LocalizedError {
    case tooShort
    case missingDigit

    var errorDescription: String? {
        switch self {
        case .tooShort: return "Must be at least 8 characters."
        case .missingDigit: return "Must contain a digit."
        }
    }
}

func validate(_ password: String) throws {
    if password.count < 8 { throw ValidationError.tooShort }
    if !password.contains(where: { $0.isNumber }) { throw ValidationError.missingDigit }
}

struct ContentView: View {
    @State private var password = "secret"

    var message: String {
        do {
            try validate(password)
            return "Looks good"
        } catch {
            return error.localizedDescription
        }
    }

    var body: some View {
        Form {
            TextField("Password", text: $password)
            Text(message)
                .foregroundColor(message == "Looks good" ? .green : .red)
        }
    }
}
