import SwiftUI

struct ContentView: View {
    @State private var messages = ["Hey!", "Are we still on for lunch?", "Yes, 12:30"]
    @State private var draft = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                    Text(message)
                        .padding(10)
                        .background(index.isMultiple(of: 2) ? Color.blue.opacity(0.2) : Color.gray.opacity(0.2),
                                    in: RoundedRectangle(cornerRadius: 12))
                        .frame(maxWidth: .infinity, alignment: index.isMultiple(of: 2) ? .leading : .trailing)
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") {
                    let text = draft.trimmingCharacters(in: .whitespaces)
                    guard !text.isEmpty else { return }
                    messages.append(text)
                    draft = ""
                }
            }
            .padding()
            .background(.bar)
        }
    }
}
