import SwiftUI

struct ContentView: View {
    let username = "swiftfan"

    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, ") + Text(username).bold() + Text("!")
            Text("Terms apply")
                .underline()
                .italic()
                .foregroundColor(.gray)
            Text("A very long description that should wrap across several lines when the screen is narrow enough to require it.")
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .truncationMode(.tail)
            Text(verbatim: "Use **markdown** literally")
            Text("This is **bold** and *italic*")
        }
        .padding()
    }
}
