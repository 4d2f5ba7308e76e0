import SwiftUI

struct ContentView: View {
    let dynamicMarkdown = "Visit **our site** for _more_ info"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("This is **bold**, this is *italic*, and this is `code`.")
            Text("Link: [Apple](https://apple.com)")
            Text(verbatim: "Literal **asterisks** stay")
            Text(LocalizedStringKey(dynamicMarkdown))
            Text(dynamicMarkdown)
                .foregroundStyle(.secondary)
            Text("~~struck~~ text")
        }
        .padding()
    }
}
