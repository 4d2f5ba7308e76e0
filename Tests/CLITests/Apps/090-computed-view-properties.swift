import SwiftUI

struct ContentView: View {
    @State private var isEditing = false

    private var header: some View {
        HStack {
            Text("Profile").font(.title2.bold())
            Spacer()
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }

    @ViewBuilder
    private var content: some View {
        if isEditing {
            TextField("Bio", text: .constant("I like Swift"))
                .textFieldStyle(.roundedBorder)
        } else {
            Text("I like Swift")
        }
    }

    private func footer(_ text: String) -> some View {
        Text(text)
            .font(.footnote)
            .foregroundStyle(.secondary)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            header
            content
            footer("Last updated today")
        }
        .padding()
    }
}
