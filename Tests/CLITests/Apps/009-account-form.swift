import SwiftUI

struct ContentView: View {
    @State private var firstName = "Ada"
    @State private var lastName = "Lovelace"
    @State private var birthday = Date()
    @State private var newsletter = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("First name", text: $firstName)
                    TextField("Last name", text: $lastName)
                } header: {
                    Text("Name")
                } footer: {
                    Text("Your name appears on your public profile.")
                }
                Section {
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    Toggle(isOn: $newsletter) {
                        Label("Newsletter", systemImage: "envelope")
                    }
                }
            }
            .navigationTitle("Account")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
