import SwiftUI

struct ContentView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            TextField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .onSubmit { focusedField = nil }
            Button("Start editing") { focusedField = .email }
        }
    }
}
