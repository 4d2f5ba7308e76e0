import SwiftUI

struct ContentView: View {
    @State private var notes = ""
    @State private var email = ""

    var body: some View {
        Form {
            Section("Contact") {
                TextField("Email", text: $email, prompt: Text("name@example.com"))
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
            }
            Section("Notes") {
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(3...6)
            }
        }
    }
}
