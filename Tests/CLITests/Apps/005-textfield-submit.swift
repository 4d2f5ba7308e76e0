import SwiftUI

struct ContentView: View {
    @State private var name = ""
    @State private var greeting = "Hello, stranger"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    greeting = name.isEmpty ? "Hello, stranger" : "Hello, \(name)"
                }
                .submitLabel(.done)
            Text(greeting)
                .font(.title2)
        }
        .padding()
    }
}
